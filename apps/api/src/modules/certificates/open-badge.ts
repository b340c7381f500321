import type { OpenBadgeCredential } from '@coursewise/contract';
import { OB3_CONTEXT, OB3_EXTENSIONS_CONTEXT, VC2_CONTEXT } from './credential-contexts.js';
import { issuerOf } from './credential-issuer.js';
import { statusEntry } from './credential-status.js';

/**
 * The certificate as an Open Badges 3.0 `OpenBadgeCredential` (a W3C Verifiable Credential, JSON-LD),
 * before its proof: issued by the site's DID, its revocation bit in the site's status list. The
 * extensions context defines `credentialSchema`'s type, so safe-mode JSON-LD expansion accepts it.
 */

const OB3_SCHEMA =
  'https://purl.imsglobal.org/spec/ob/v3p0/schema/json/ob_v3p0_achievementcredential_schema.json';

export type UnsignedOpenBadgeCredential = Omit<OpenBadgeCredential, 'proof'>;

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
  /** The certificate's bit in the revocation status list. */
  statusListIndex: number;
}

export function buildOpenBadgeCredential(content: OpenBadgeContent): UnsignedOpenBadgeCredential {
  const achievementId = `${content.courseUrl}#achievement`;
  const scoreId = `${achievementId}-score`;
  return {
    '@context': [VC2_CONTEXT, OB3_CONTEXT, OB3_EXTENSIONS_CONTEXT],
    id: content.verifyUrl,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: `${content.courseTitle}: certificate of completion`,
    description: `${content.holderName} completed ${content.courseTitle} on ${content.siteName}. Verify it at ${content.verifyUrl}.`,
    issuer: issuerOf(content.siteUrl, content.siteName),
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
    credentialStatus: statusEntry(content.siteUrl, content.statusListIndex),
  };
}
