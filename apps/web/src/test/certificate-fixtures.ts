import type { Certificate, CertificateVerification, Paged } from '@coursewise/contract';
import { certificateRoutes } from '@coursewise/contract/routes';
import { hrefOf } from '../lib/api-client';

const ORIGIN = 'https://coursewise.example';

/** One of the learner's certificates (GET certification/details/{id}): passed at 85% on 14 March 2026. */
export function aCertificate(overrides: Partial<Certificate> = {}): Certificate {
  const id = overrides.id ?? 'cert-0193f1c2';
  return {
    id,
    number: 'CW-2026-000123',
    courseId: 'course-1',
    courseSlug: 'modern-javascript',
    courseTitle: 'Modern JavaScript',
    holderName: 'Ada Lovelace',
    score: 85,
    issuedAt: '2026-03-14T10:30:00.000Z',
    revoked: false,
    pdfUrl: `${ORIGIN}${hrefOf(certificateRoutes.getCertificatePdf, { id })}`,
    verifyUrl: `${ORIGIN}/certificates/${id}`,
    ...overrides,
  };
}

/** The public verification of the certificate above (GET certification/verify/{id}). */
export function aVerification(overrides: Partial<CertificateVerification> = {}): CertificateVerification {
  const certificate = aCertificate();
  return {
    status: 'valid',
    number: certificate.number,
    holderName: certificate.holderName,
    courseTitle: certificate.courseTitle,
    courseSlug: certificate.courseSlug,
    score: certificate.score,
    issuedAt: certificate.issuedAt,
    revokedAt: null,
    verifyUrl: certificate.verifyUrl,
    pdfUrl: certificate.pdfUrl,
    cryptographicallyVerified: true,
    ...overrides,
  };
}

/** The same certificate, revoked by an admin on 2 April 2026. */
export function aRevokedVerification(overrides: Partial<CertificateVerification> = {}) {
  return aVerification({
    status: 'revoked',
    revokedAt: '2026-04-02T08:00:00.000Z',
    cryptographicallyVerified: false,
    ...overrides,
  });
}

/** A `{data: {items, page, limit, total}}` envelope of certificates. */
export function certificatePage(
  items: Certificate[],
  { page = 1, limit = 12, total = items.length }: Partial<Omit<Paged<Certificate>, 'items'>> = {},
): { data: Paged<Certificate> } {
  return { data: { items, page, limit, total } };
}

/** A trimmed Open Badges 3.0 credential as GET certification/{id}/credential answers it. */
export function aCredential(certificate: Certificate = aCertificate()) {
  return {
    '@context': [
      'https://www.w3.org/ns/credentials/v2',
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
    ],
    id: certificate.verifyUrl,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: certificate.courseTitle,
    credentialSubject: { type: ['AchievementSubject'], achievement: { name: certificate.courseTitle } },
  };
}
