import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

export async function insertCategory(db: Db, row: Insertable<Database['categories']>): Promise<void> {
  await db.insertInto('categories').values(row).execute();
}

export async function insertCourse(db: Db, row: Insertable<Database['courses']>): Promise<void> {
  await db.insertInto('courses').values(row).execute();
}

export async function insertModules(db: Db, rows: Insertable<Database['courseModules']>[]): Promise<void> {
  if (rows.length) await db.insertInto('courseModules').values(rows).execute();
}

export async function insertChapters(db: Db, rows: Insertable<Database['chapters']>[]): Promise<void> {
  if (rows.length) await db.insertInto('chapters').values(rows).execute();
}

export async function updateCourseStats(
  db: Db,
  courseId: string,
  stats: { learnersCount?: number; published?: number },
): Promise<void> {
  await db.updateTable('courses').set(stats).where('id', '=', courseId).execute();
}
