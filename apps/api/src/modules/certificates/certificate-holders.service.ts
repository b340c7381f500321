import { type Certificate, LOCALES } from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import { type Executor, inTransaction } from '../../db/executor.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { findAccountById } from '../account/account-records.service.js';
import { recordAudit } from '../audit/audit.service.js';
import { courseLabelsByIds } from '../courses/courses.service.js';
import { getEditableSettings } from '../settings/settings.service.js';
import { CERTIFICATE_NOT_FOUND, FORMER_LEARNER, holderNameOf, toCertificate } from './certificate.mapper.js';
import { printedContent } from './certificate-documents.service.js';
import * as repo from './certificates.repository.js';

/**
 * The name a certificate is issued to, after issue: erased when the account is deleted (the certificate
 * stays a valid record of number, course, date and score), or replaced by the holder's current profile
 * name on request. Same id and number either way; the PDF follows because its file is keyed by content.
 */

type HolderContext = Pick<AppContext, 'config' | 'certificatePdfs'>;

/**
 * Prints "A former learner" on every certificate of the account, in the caller's transaction (the
 * deletion's). The stored PDFs that show the old name are deleted too: a cache, so a rollback only
 * costs a render.
 */
export async function anonymiseHolder(db: Executor, ctx: HolderContext, userId: string): Promise<void> {
  const rows = await repo.listAllCertificatesOf(db, userId);
  if (rows.length === 0) return;
  const { siteName } = await getEditableSettings(db);
  for (const row of rows) {
    if (row.holderName === FORMER_LEARNER) continue;
    await repo.setHolderName(db, row.id, FORMER_LEARNER);
    // Whichever language it was printed in (the holder may have changed theirs since).
    for (const locale of LOCALES)
      await ctx.certificatePdfs.forget(row.id, printedContent(ctx, row, siteName, locale));
  }
}

/**
 * Puts the holder's current profile name on their live certificate (a name fixed after issue). Another
 * learner's or an unknown id is a 404, a revoked certificate a 409; an unchanged name changes nothing.
 */
export async function reissueCertificate(
  db: Executor,
  ctx: Pick<AppContext, 'config' | 'storage'>,
  userId: string,
  id: string,
): Promise<Certificate> {
  return inTransaction(db, async (trx, uow) => {
    const row = await repo.findCertificate(trx, id);
    if (!row || row.userId !== userId) throw notFound(CERTIFICATE_NOT_FOUND);
    if (row.revokedAt !== null)
      throw conflict(`Certificate ${row.number} was revoked and cannot be re-issued.`);
    const account = await findAccountById(trx, userId);
    if (!account?.firstName?.trim() && !account?.lastName?.trim()) {
      throw conflict('Add your name to your profile first: the certificate prints it.');
    }
    const holderName = holderNameOf(account);
    if (holderName !== row.holderName) {
      await repo.setHolderName(trx, row.id, holderName);
      await recordAudit(uow, {
        actorId: userId,
        action: 'reissue',
        entity: 'certificate',
        entityId: row.id,
        summary: `Re-issued certificate ${row.number} with the holder's current profile name`,
      });
    }
    const labels = await courseLabelsByIds(trx, ctx, [row.courseId]);
    return toCertificate(ctx, { ...row, holderName }, labels.get(row.courseId)?.slug ?? '');
  });
}
