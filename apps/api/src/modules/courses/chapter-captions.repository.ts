import { type ExpressionBuilder, type Insertable, sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { ChapterCaptionsTable, Database } from '../../db/schema.js';

/** The SQL of `chapter_captions`: a chapter's WebVTT tracks, one per language (0040). */

const columns = [
  'chapterCaptions.chapterId',
  'chapterCaptions.language',
  'chapterCaptions.label',
  'chapterCaptions.storageKey',
  'chapterCaptions.createdAt',
] as const;

/** The tracks of the chapters, by chapter then language. */
export function listCaptions(db: Executor, chapterIds: readonly string[]) {
  if (chapterIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('chapterCaptions')
    .select(columns)
    .where('chapterCaptions.chapterId', 'in', chapterIds)
    .orderBy('chapterCaptions.chapterId')
    .orderBy('chapterCaptions.language')
    .execute();
}

export function findCaption(db: Executor, chapterId: string, language: string) {
  return db
    .selectFrom('chapterCaptions')
    .select(columns)
    .where('chapterCaptions.chapterId', '=', chapterId)
    .where('chapterCaptions.language', '=', language)
    .executeTakeFirst();
}

/** Inserts or replaces the language's track (one statement on both engines). */
export async function upsertCaption(db: Executor, row: Insertable<ChapterCaptionsTable>): Promise<void> {
  await db
    .insertInto('chapterCaptions')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['chapterId', 'language']).doUpdateSet({
        label: row.label,
        storageKey: row.storageKey,
        createdAt: row.createdAt,
      }),
    )
    .execute();
}

export async function deleteCaption(db: Executor, chapterId: string, language: string): Promise<void> {
  await db
    .deleteFrom('chapterCaptions')
    .where('chapterId', '=', chapterId)
    .where('language', '=', language)
    .execute();
}

/**
 * The key of a chapter's default track (`en`, else the first by language) as the column `captionsKey`,
 * for the chapter reads that still answer a single `captionsUrl`.
 */
export const defaultCaptionsKey = (eb: ExpressionBuilder<Database, 'chapters'>) =>
  eb
    .selectFrom('chapterCaptions')
    .select('chapterCaptions.storageKey')
    .whereRef('chapterCaptions.chapterId', '=', 'chapters.id')
    .orderBy(sql`case when chapter_captions.language = 'en' then 0 else 1 end`)
    .orderBy('chapterCaptions.language')
    .limit(1)
    .as('captionsKey');

/** Whether any track still names the file (the seed shares one file between chapters). */
export async function isKeyUsed(db: Executor, storageKey: string): Promise<boolean> {
  const row = await db
    .selectFrom('chapterCaptions')
    .select('chapterCaptions.chapterId')
    .where('chapterCaptions.storageKey', '=', storageKey)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
