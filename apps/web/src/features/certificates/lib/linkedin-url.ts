/** What LinkedIn's "Add licence or certification" form is prefilled with. */
export interface LinkedInCertification {
  /** The certification's name: the course title. */
  name: string;
  organizationName: string;
  issuedAt: string;
  /** The public verification page. */
  certUrl: string;
  /** The human number, e.g. CW-2026-000123. */
  certId: string;
}

const ADD_TO_PROFILE = 'https://www.linkedin.com/profile/add';

/**
 * LinkedIn's "Add to profile" link. Every value is percent-encoded (spaces as %20, not "+", which
 * LinkedIn would show literally); the issue month and year are the certificate's, in UTC as stored.
 */
export function linkedInAddToProfileUrl(certification: LinkedInCertification): string {
  const issued = new Date(certification.issuedAt);
  const params: [string, string][] = [
    ['startTask', 'CERTIFICATION_NAME'],
    ['name', certification.name],
    ['organizationName', certification.organizationName],
  ];
  if (!Number.isNaN(issued.getTime())) {
    params.push(['issueYear', String(issued.getUTCFullYear())]);
    params.push(['issueMonth', String(issued.getUTCMonth() + 1)]);
  }
  params.push(['certUrl', certification.certUrl], ['certId', certification.certId]);
  const query = params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
  return `${ADD_TO_PROFILE}?${query}`;
}
