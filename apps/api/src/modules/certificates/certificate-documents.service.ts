import { createHash } from 'node:crypto';
import { DEFAULT_LOCALE, isLocale, type Locale, type OpenBadgeCredential } from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { rules } from '../../lib/rate-limit/rate-limiter.js';
import { findAccountById } from '../account/account-records.service.js';
import { findAssessmentSettings, findCourseMeta } from '../courses/courses.service.js';
import { getEditableSettings } from '../settings/settings.service.js';
import { CERTIFICATE_NOT_FOUND, formatIssuedOn, formatScore, verifyUrlOf } from './certificate.mapper.js';
import type { CertificatePdfContent } from './certificate-pdf.js';
import type { CertificatePdfFile } from './certificate-pdf-cache.service.js';
import * as repo from './certificates.repository.js';
import { signCredential } from './credential-issuer.js';
import { verifiesAsServed } from './credential-verification.js';
import { issuerKeys } from './issuer-keys.js';
import { buildOpenBadgeCredential, type UnsignedOpenBadgeCredential } from './open-badge.js';

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
  const [{ siteName }, holder] = await Promise.all([
    getEditableSettings(ctx.db),
    findAccountById(ctx.db, row.userId),
  ]);
  // In the holder's language, if they chose one (the link is theirs to share).
  const locale = isLocale(holder?.locale) ? holder.locale : DEFAULT_LOCALE;
  const file = await ctx.certificatePdfs.open(row.id, printedContent(ctx, row, siteName, locale));
  return { number: row.number, file };
}

/** Everything the certificate's PDF prints (its stored file is keyed by a hash of it). */
export function printedContent(
  ctx: Pick<AppContext, 'config'>,
  row: repo.CertificateRow,
  siteName: string,
  locale: Locale,
): CertificatePdfContent {
  return {
    siteName,
    holderName: row.holderName,
    courseTitle: row.courseTitle,
    number: row.number,
    score: formatScore(row.score, locale),
    issuedOn: formatIssuedOn(row.issuedAt, locale),
    issuedAt: row.issuedAt,
    verifyUrl: verifyUrlOf(ctx, row.id),
    locale,
  };
}

/** The holder's Open Badges 3.0 credential, signed; another learner's certificate is a 404 here too. */
export async function certificateCredential(
  ctx: AppContext,
  userId: string,
  id: string,
): Promise<{ number: string; credential: OpenBadgeCredential }> {
  const row = await requireLive(ctx, id, userId);
  const credential = await signCredential(ctx.config, await unsignedCredentialOf(ctx, row));
  // The proof's fields are the library's; the contract names them (OpenBadgeCredential.proof).
  return { number: row.number, credential: credential as OpenBadgeCredential };
}

/** Credentials already verified, by their content and the keys: signing and checking take ~50 ms. */
const verified = new Set<string>();
const KEPT_VERIFICATIONS = 1000;

/**
 * Whether the certificate's credential, exactly as the holder downloads it, verifies as an outside
 * verifier would check it (proof and revocation bit); a revoked certificate's does not. A live
 * certificate's bit is clear, so an unchanged credential under unchanged keys is checked once.
 */
export async function credentialVerifies(ctx: AppContext, row: repo.CertificateRow): Promise<boolean> {
  if (row.revokedAt !== null) return false;
  const unsigned = await unsignedCredentialOf(ctx, row);
  const keys = (await issuerKeys(ctx.config)).map((key) => key.publicKeyMultibase);
  const seen = createHash('sha256')
    .update(JSON.stringify([unsigned, keys]))
    .digest('base64url');
  if (verified.has(seen)) return true;
  const ok = await verifiesAsServed(ctx.db, ctx.config, await signCredential(ctx.config, unsigned));
  if (ok) {
    if (verified.size >= KEPT_VERIFICATIONS) verified.clear();
    verified.add(seen);
  }
  return ok;
}

/** The certificate as an Open Badges 3.0 credential, before its proof. */
async function unsignedCredentialOf(
  ctx: AppContext,
  row: repo.CertificateRow,
): Promise<UnsignedOpenBadgeCredential> {
  if (row.statusListIndex === null) throw new Error(`certificate ${row.id} has no status list index`);
  const [{ siteName }, course] = await Promise.all([
    getEditableSettings(ctx.db),
    findAssessmentSettings(ctx.db, row.courseId),
  ]);
  const { publicUrl } = ctx.config;
  const meta = course?.published ? await findCourseMeta(ctx, course.slug) : null;
  const image = meta?.imageUrl ?? null;
  return buildOpenBadgeCredential({
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
}
