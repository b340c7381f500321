import { type Insertable, sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { CertificatesTable } from '../../db/schema.js';

export type CertificateRow = CertificatesTable;

const columns = [
  'id',
  'number',
  'userId',
  'courseId',
  'attemptId',
  'holderName',
  'courseTitle',
  'score',
  'issuedAt',
  'revokedAt',
  'statusListIndex',
] as const;

export function findCertificate(db: Executor, id: string): Promise<CertificateRow | undefined> {
  return db.selectFrom('certificates').select(columns).where('id', '=', id).executeTakeFirst();
}

export function findCertificateFor(
  db: Executor,
  userId: string,
  courseId: string,
): Promise<CertificateRow | undefined> {
  return db
    .selectFrom('certificates')
    .select(columns)
    .where('userId', '=', userId)
    .where('courseId', '=', courseId)
    .executeTakeFirst();
}

/** Inserts unless the learner already holds one for the course; answers whether this row went in. */
export async function insertCertificateOnce(
  db: Executor,
  row: Insertable<CertificatesTable>,
): Promise<boolean> {
  const inserted = await db
    .insertInto('certificates')
    .values(row)
    .onConflict((oc) => oc.columns(['userId', 'courseId']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** A learner's certificates, newest first. */
export function listCertificates(db: Executor, userId: string, limit: number, offset: number) {
  return db
    .selectFrom('certificates')
    .select(columns)
    .where('userId', '=', userId)
    .orderBy('issuedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countCertificates(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('certificates')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A learner's certificates (all of them, revoked too): for erasing or renaming the holder. */
export function listAllCertificatesOf(db: Executor, userId: string): Promise<CertificateRow[]> {
  return db.selectFrom('certificates').select(columns).where('userId', '=', userId).execute();
}

/** Prints another holder name on the certificate; number, course, score and dates stay. */
export async function setHolderName(db: Executor, id: string, holderName: string): Promise<void> {
  await db.updateTable('certificates').set({ holderName }).where('id', '=', id).execute();
}

/** Marks it revoked once; answers whether it was live until now. */
export async function revokeCertificate(db: Executor, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('certificates')
    .set({ revokedAt: at })
    .where('id', '=', id)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The status list indexes from `first` to `last` whose certificate is revoked: the bits set in that list. */
export async function revokedStatusIndexes(db: Executor, first: number, last: number): Promise<number[]> {
  const rows = await db
    .selectFrom('certificates')
    .select('statusListIndex')
    .where('revokedAt', 'is not', null)
    .where('statusListIndex', '>=', first)
    .where('statusListIndex', '<=', last)
    .execute();
  return rows.flatMap((row) => (row.statusListIndex === null ? [] : [row.statusListIndex]));
}

/**
 * Runs `work` under a savepoint of the caller's transaction and keeps what it did only when it answers
 * true: otherwise its writes, and the row locks they took, are undone while the transaction goes on.
 */
export async function keepOnlyIf(trx: Executor, work: () => Promise<boolean>): Promise<boolean> {
  await sql`savepoint certificate_issue`.execute(trx);
  let keep = false;
  try {
    keep = await work();
  } finally {
    if (!keep) await sql`rollback to savepoint certificate_issue`.execute(trx);
    await sql`release savepoint certificate_issue`.execute(trx);
  }
  return keep;
}
