import type { OpenBadgeCredential } from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { rules } from '../../lib/rate-limit/rate-limiter.js';
import { findAssessmentSettings, findCourseMeta } from '../courses/courses.service.js';
import { getEditableSettings } from '../settings/settings.service.js';
import { CERTIFICATE_NOT_FOUND, formatIssuedOn, formatScore, verifyUrlOf } from './certificate.mapper.js';
import type { CertificatePdfContent } from './certificate-pdf.js';
import type { CertificatePdfFile } from './certificate-pdf-cache.service.js';
import * as repo from './certificates.repository.js';
import { signCredential } from './credential-issuer.js';
import { verifiesAsServed } from './credential-verification.js';
import { buildOpenBadgeCredential } from './open-badge.js';

/** The certificate as files: the public PDF and the holder's signed Open Badges credential. */

const revoked = (row: repo.CertificateRow & { revokedAt: string }) =>
  new AppError(
    'CERTIFICATE_REVOKED',
    `Certificate ${row.number} was revoked on ${formatIssuedOn(row.revokedAt)} and is no longer valid.`,
    410,
  );

/** A certificate that may still be shown: unknown is a 404, revoked a 410 with the date. */
async function requireLive(ctx: AppContext, id: string, holderId?: string): Promise<repo.CertificateRow> {
  const row = await repo.findCertificate(ctx.db, id);
  if (!row || (holderId !== undefined && row.userId !== holderId)) throw notFound(CERTIFICATE_NOT_FOUND);
  if (row.revokedAt !== null) throw revoked({ ...row, revokedAt: row.revokedAt });
  return row;
}

/**
 * The PDF behind the public link (the id is the secret), with the number for its file name: the stored
 * file of what the certificate prints now, rendered off the event loop when there is none. Counted per
 * address before anything is read, whatever the answer.
 */
export async function certificatePdf(
  ctx: AppContext,
  id: string,
  ip: string,
): Promise<{ number: string; file: CertificatePdfFile }> {
  await ctx.limiter.consume(rules.certificatePdfIp, ip);
  const row = await requireLive(ctx, id);
  const { siteName } = await getEditableSettings(ctx.db);
  const file = await ctx.certificatePdfs.open(row.id, printedContent(ctx, row, siteName));
  return { number: row.number, file };
}

/** Everything the certificate's PDF prints (its stored file is keyed by a hash of it). */
export function printedContent(
  ctx: Pick<AppContext, 'config'>,
  row: repo.CertificateRow,
  siteName: string,
): CertificatePdfContent {
  return {
    siteName,
    holderName: row.holderName,
    courseTitle: row.courseTitle,
    number: row.number,
    score: formatScore(row.score),
    issuedOn: formatIssuedOn(row.issuedAt),
    issuedAt: row.issuedAt,
    verifyUrl: verifyUrlOf(ctx, row.id),
  };
}

/** The holder's Open Badges 3.0 credential, signed; another learner's certificate is a 404 here too. */
export async function certificateCredential(
  ctx: AppContext,
  userId: string,
  id: string,
): Promise<{ number: string; credential: OpenBadgeCredential }> {
  const row = await requireLive(ctx, id, userId);
  return { number: row.number, credential: await signedCredentialOf(ctx, row) };
}

/**
 * Whether the certificate's credential, exactly as the holder downloads it, verifies as an outside
 * verifier would check it (proof and revocation bit); a revoked certificate's does not.
 */
export async function credentialVerifies(ctx: AppContext, row: repo.CertificateRow): Promise<boolean> {
  if (row.revokedAt !== null) return false;
  return verifiesAsServed(ctx.db, ctx.config, await signedCredentialOf(ctx, row));
}

/** The certificate as a signed Open Badges 3.0 credential (its proof made with the newest key). */
async function signedCredentialOf(ctx: AppContext, row: repo.CertificateRow): Promise<OpenBadgeCredential> {
  if (row.statusListIndex === null) throw new Error(`certificate ${row.id} has no status list index`);
  const [{ siteName }, course] = await Promise.all([
    getEditableSettings(ctx.db),
    findAssessmentSettings(ctx.db, row.courseId),
  ]);
  const { publicUrl } = ctx.config;
  const meta = course?.published ? await findCourseMeta(ctx, course.slug) : null;
  const image = meta?.imageUrl ?? null;
  const credential = buildOpenBadgeCredential({
    siteName,
    siteUrl: publicUrl,
    verifyUrl: verifyUrlOf(ctx, row.id),
    holderName: row.holderName,
    courseTitle: row.courseTitle,
    courseUrl: `${publicUrl}/courses/${course?.slug ?? row.courseId}`,
    courseDescription: meta?.description || `The ${row.courseTitle} course on ${siteName}.`,
    courseImageUrl: image && !image.startsWith('http') ? `${publicUrl}${image}` : image,
    passMark: course?.passMark ?? 70,
    score: Math.round(row.score),
    issuedAt: row.issuedAt,
    statusListIndex: row.statusListIndex,
  });
  // The proof's fields are the library's; the contract names them (OpenBadgeCredential.proof).
  return (await signCredential(ctx.config, credential)) as OpenBadgeCredential;
}
