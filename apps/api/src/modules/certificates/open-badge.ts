import type { OpenBadgeCredential } from '@coursewise/contract';

/**
 * The certificate as an Open Badges 3.0 `OpenBadgeCredential` (a W3C Verifiable Credential, JSON-LD).
 * Unsigned: its `id` is the public verification page, which is the authority on whether it is still
 * valid (docs/decisions.md, "Open Badges credentials are unsigned").
 */

export const OB3_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';
export const VC2_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
const OB3_SCHEMA =
  'https://purl.imsglobal.org/spec/ob/v3p0/schema/json/ob_v3p0_achievementcredential_schema.json';

export interface OpenBadgeContent {
  siteName: string;
  siteUrl: string;
  verifyUrl: string;
  holderName: string;
  courseTitle: string;
  courseUrl: string;
  courseDescription: string;
  courseImageUrl: string | null;
  passMark: number;
  /** Whole percentage. */
  score: number;
  issuedAt: string;
}

export function buildOpenBadgeCredential(content: OpenBadgeContent): OpenBadgeCredential {
  const achievementId = `${content.courseUrl}#achievement`;
  const scoreId = `${achievementId}-score`;
  return {
    '@context': [VC2_CONTEXT, OB3_CONTEXT],
    id: content.verifyUrl,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: `${content.courseTitle}: certificate of completion`,
    description: `${content.holderName} completed ${content.courseTitle} on ${content.siteName}. Verify it at ${content.verifyUrl}.`,
    issuer: { id: content.siteUrl, type: ['Profile'], name: content.siteName, url: content.siteUrl },
    validFrom: content.issuedAt,
    credentialSubject: {
      type: ['AchievementSubject'],
      // The holder as named on the certificate; no email or account id leaves the site.
      identifier: [
        { type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: content.holderName },
      ],
      achievement: {
        id: achievementId,
        type: ['Achievement'],
        achievementType: 'Certificate',
        name: content.courseTitle,
        description: content.courseDescription,
        criteria: {
          id: content.courseUrl,
          narrative: `Complete every chapter of "${content.courseTitle}", passing each chapter quiz, and score at least ${content.passMark}% in its final assessment.`,
        },
        ...(content.courseImageUrl
          ? { image: { id: content.courseImageUrl, type: 'Image', caption: content.courseTitle } }
          : {}),
        resultDescription: [
          {
            id: scoreId,
            type: ['ResultDescription'],
            name: 'Final assessment score',
            resultType: 'Percent',
            requiredValue: String(content.passMark),
          },
        ],
      },
      result: [{ type: ['Result'], resultDescription: scoreId, value: String(content.score) }],
    },
    credentialSchema: [{ id: OB3_SCHEMA, type: '1EdTechJsonSchemaValidator2019' }],
  };
}
