import type { AdminCertificate, AdminCertificateListQuery, Paged } from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import { type Executor, inTransaction } from '../../db/executor.js';
import { listWindow, pagedOf } from '../../lib/admin-list.js';
import { notFound } from '../../lib/app-error.js';
import { nowIso } from '../../lib/clock.js';
import {
  type AccountLabel,
  accountIdsMatching,
  accountLabelsByIds,
} from '../account/account-directory.service.js';
import { recordAudit } from '../audit/audit.service.js';
import { CERTIFICATE_NOT_FOUND, verifyUrlOf } from './certificate.mapper.js';
import * as adminRepo from './certificates.admin.repository.js';
import { revokeCertificate } from './certificates.service.js';

type UrlContext = Pick<AppContext, 'config'>;

function toAdminCertificate(
  ctx: UrlContext,
  row: adminRepo.AdminCertificateRow,
  holders: Map<string, AccountLabel>,
): AdminCertificate {
  return {
    id: row.id,
    number: row.number,
    holderName: row.holderName,
    courseId: row.courseId,
    courseTitle: row.courseTitle,
    user: { id: row.userId, email: holders.get(row.userId)?.email ?? '' },
    score: row.score,
    issuedAt: row.issuedAt,
    revoked: row.revokedAt !== null,
    revokedAt: row.revokedAt,
    verifyUrl: verifyUrlOf(ctx, row.id),
  };
}

const sortable = { issuedAt: 'certificates.issuedAt', number: 'certificates.number' } as const;

/** A page of issued certificates, searched and filtered by course and revoked state. */
export async function listCertificatesForAdmin(
  db: Executor,
  ctx: UrlContext,
  query: AdminCertificateListQuery,
): Promise<Paged<AdminCertificate>> {
  const window = listWindow(query, sortable);
  const search = query.search?.trim();
  const filter = {
    search,
    holderIds: search ? accountIdsMatching(db, search) : undefined,
    courseId: query.courseId,
    revoked: query.revoked,
  };
  const { rows, total } = await adminRepo.listAdminCertificates(db, filter, window);
  const holders = await accountLabelsByIds(
    db,
    rows.map((row) => row.userId),
  );
  return pagedOf(
    window,
    rows.map((row) => toAdminCertificate(ctx, row, holders)),
    total,
  );
}

/** Revokes a certificate (final), audited; revoking it again changes nothing. */
export async function revokeCertificateForAdmin(
  db: Executor,
  ctx: UrlContext,
  actorId: string,
  id: string,
): Promise<AdminCertificate> {
  return inTransaction(db, async (trx, uow) => {
    const row = await adminRepo.findAdminCertificate(trx, id);
    if (!row) throw notFound(CERTIFICATE_NOT_FOUND);
    if (await revokeCertificate(trx, id, nowIso())) {
      await recordAudit(uow, {
        actorId,
        action: 'revoke',
        entity: 'certificate',
        entityId: id,
        summary: `Revoked certificate ${row.number} (${row.holderName}, “${row.courseTitle}”)`,
      });
    } else uow.noteNoChange();
    const revoked = await adminRepo.findAdminCertificate(trx, id);
    return toAdminCertificate(ctx, revoked ?? row, await accountLabelsByIds(trx, [row.userId]));
  });
}
