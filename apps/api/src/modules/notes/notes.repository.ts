import type { Transaction } from 'kysely';
import type { DialectName } from '../../db/database.js';
import type { Executor } from '../../db/executor.js';
import type { Database, NotesTable } from '../../db/schema.js';

export type NoteRow = Pick<
  NotesTable,
  'id' | 'courseId' | 'chapterId' | 'positionSeconds' | 'body' | 'createdAt' | 'updatedAt'
>;

const noteColumns = [
  'notes.id',
  'notes.courseId',
  'notes.chapterId',
  'notes.positionSeconds',
  'notes.body',
  'notes.createdAt',
  'notes.updatedAt',
] as const;

/**
 * Serialises one learner's adds to one course until the transaction ends, so two concurrent adds
 * cannot both pass the per-course cap. PostgreSQL takes a transaction-scoped advisory lock on the pair;
 * SQLite needs none, as it lets one transaction write at a time.
 */
export async function lockLearnerCourse(
  trx: Transaction<Database>,
  dialect: DialectName,
  userId: string,
  courseId: string,
): Promise<void> {
  if (dialect !== 'postgres') return;
  await trx
    .selectNoFrom((eb) =>
      eb
        .fn('pg_advisory_xact_lock', [
          eb.fn('hashtextextended', [eb.val(`notes:${userId}:${courseId}`), eb.lit(0)]),
        ])
        .as('locked'),
    )
    .execute();
}

export async function countNotes(db: Executor, userId: string, courseId: string): Promise<number> {
  const { n } = await db
    .selectFrom('notes')
    .where('notes.userId', '=', userId)
    .where('notes.courseId', '=', courseId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function insertNote(db: Executor, row: NotesTable): Promise<void> {
  await db.insertInto('notes').values(row).execute();
}

/** The learner's notes of one course (optionally one chapter's), oldest first. */
export function listNotes(
  db: Executor,
  userId: string,
  courseId: string,
  chapterId?: string,
): Promise<NoteRow[]> {
  let query = db
    .selectFrom('notes')
    .select(noteColumns)
    .where('notes.userId', '=', userId)
    .where('notes.courseId', '=', courseId);
  if (chapterId !== undefined) query = query.where('notes.chapterId', '=', chapterId);
  return query.orderBy('notes.createdAt').orderBy('notes.id').execute();
}

/** The learner's own note, or undefined (another learner's is never read). */
export function findOwnNote(db: Executor, userId: string, id: string): Promise<NoteRow | undefined> {
  return db
    .selectFrom('notes')
    .select(noteColumns)
    .where('notes.id', '=', id)
    .where('notes.userId', '=', userId)
    .executeTakeFirst();
}

/** Answers whether the learner's note was there to change. */
export async function updateOwnNote(
  db: Executor,
  userId: string,
  id: string,
  changes: Pick<NotesTable, 'body' | 'updatedAt'> & { positionSeconds?: number | null },
): Promise<boolean> {
  const result = await db
    .updateTable('notes')
    .set(changes)
    .where('notes.id', '=', id)
    .where('notes.userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Answers whether the learner's note was there to delete. */
export async function deleteOwnNote(db: Executor, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('notes')
    .where('notes.id', '=', id)
    .where('notes.userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function deleteNotesOf(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom('notes').where('notes.userId', '=', userId).execute();
}
