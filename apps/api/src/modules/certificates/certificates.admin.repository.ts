import type { OperandExpression } from 'kysely';
import type { Executor } from '../../db/executor.js';
import { containsText, type ListWindow, pageOf } from '../../lib/admin-list.js';

export interface CertificateFilter {
  search?: string;
  /** The account module's ids of accounts matching `search` (its id seam): their certificates match too. */
  holderIds?: OperandExpression<string>;
  courseId?: string;
  revoked?: boolean;
}

/** Certificates matching the filter (the holders' emails come from the account module, by id). */
function filtered(db: Executor, filter: CertificateFilter) {
  let query = db.selectFrom('certificates');
  if (filter.courseId) query = query.where('certificates.courseId', '=', filter.courseId);
  if (filter.revoked !== undefined) {
    query = query.where('certificates.revokedAt', filter.revoked ? 'is not' : 'is', null);
  }
  const search = filter.search?.trim();
  if (search) {
    query = query.where((eb) =>
      eb.or([
        containsText('certificates.number', search),
        containsText('certificates.holderName', search),
        containsText('certificates.courseTitle', search),
        ...(filter.holderIds ? [eb('certificates.userId', 'in', filter.holderIds)] : []),
      ]),
    );
  }
  return query;
}

const columns = [
  'certificates.id',
  'certificates.number',
  'certificates.userId',
  'certificates.courseId',
  'certificates.holderName',
  'certificates.courseTitle',
  'certificates.score',
  'certificates.issuedAt',
  'certificates.revokedAt',
] as const;

/** A page of the certificates matching the filter, and their count. */
export function listAdminCertificates(
  db: Executor,
  filter: CertificateFilter,
  window: ListWindow<'certificates.issuedAt' | 'certificates.number'>,
) {
  const { column, order } = window.sort;
  return pageOf(
    filtered(db, filter),
    (query) => query.select(columns).orderBy(column, order).orderBy('certificates.id', order),
    window,
  );
}

export type AdminCertificateRow = Awaited<ReturnType<typeof listAdminCertificates>>['rows'][number];

export function findAdminCertificate(db: Executor, id: string): Promise<AdminCertificateRow | undefined> {
  return db.selectFrom('certificates').select(columns).where('certificates.id', '=', id).executeTakeFirst();
}
