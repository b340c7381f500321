import type { Insertable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { Database } from '../../db/schema.js';

export async function insertCategory(db: Executor, row: Insertable<Database['categories']>): Promise<void> {
  await db.insertInto('categories').values(row).execute();
}

export async function insertCourse(db: Executor, row: Insertable<Database['courses']>): Promise<void> {
  await db.insertInto('courses').values(row).execute();
}

export async function insertModules(
  db: Executor,
  rows: Insertable<Database['courseModules']>[],
): Promise<void> {
  if (rows.length) await db.insertInto('courseModules').values(rows).execute();
}

export async function insertChapters(db: Executor, rows: Insertable<Database['chapters']>[]): Promise<void> {
  if (rows.length) await db.insertInto('chapters').values(rows).execute();
}
