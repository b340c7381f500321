import type { Insertable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { Database } from '../../db/schema.js';

/** A CMS page (by id or slug) and its blocks, in one query. */
export function findPageWithBlocks(db: Executor, idOrSlug: string) {
  return db
    .selectFrom('cmsPages')
    .leftJoin('cmsBlocks', 'cmsBlocks.pageId', 'cmsPages.id')
    .where((eb) => eb.or([eb('cmsPages.id', '=', idOrSlug), eb('cmsPages.slug', '=', idOrSlug)]))
    .select([
      'cmsPages.id',
      'cmsPages.slug',
      'cmsPages.title',
      'cmsPages.summary',
      'cmsPages.updatedAt',
      'cmsBlocks.key',
      'cmsBlocks.title as blockTitle',
      'cmsBlocks.body',
      'cmsBlocks.imageKey',
      'cmsBlocks.ctaLabel',
      'cmsBlocks.ctaUrl',
    ])
    .orderBy('cmsBlocks.position')
    .execute();
}

/** One language's published FAQs, in order. */
export const listFaqs = (db: Executor, locale: string) =>
  db
    .selectFrom('faqs')
    .select(['id', 'question', 'answer', 'position'])
    .where('published', '=', 1)
    .where('locale', '=', locale)
    .orderBy('position')
    .execute();

export const listTestimonials = (db: Executor) =>
  db
    .selectFrom('testimonials')
    .select(['id', 'name', 'role', 'quote', 'avatarKey', 'rating', 'position'])
    .where('published', '=', 1)
    .orderBy('position')
    .execute();

/** One language's published help articles, in order. */
export const listHelpArticles = (db: Executor, locale: string) =>
  db
    .selectFrom('helpArticles')
    .select(['id', 'slug', 'title', 'category', 'body', 'position'])
    .where('published', '=', 1)
    .where('locale', '=', locale)
    .orderBy('position')
    .execute();

export async function insertPage(
  db: Executor,
  page: Insertable<Database['cmsPages']>,
  blocks: Insertable<Database['cmsBlocks']>[],
): Promise<void> {
  await db.insertInto('cmsPages').values(page).execute();
  if (blocks.length) await db.insertInto('cmsBlocks').values(blocks).execute();
}

export async function insertFaqs(db: Executor, rows: Insertable<Database['faqs']>[]): Promise<void> {
  if (rows.length) await db.insertInto('faqs').values(rows).execute();
}

export async function insertTestimonials(
  db: Executor,
  rows: Insertable<Database['testimonials']>[],
): Promise<void> {
  if (rows.length) await db.insertInto('testimonials').values(rows).execute();
}

export async function insertHelpArticles(
  db: Executor,
  rows: Insertable<Database['helpArticles']>[],
): Promise<void> {
  if (rows.length) await db.insertInto('helpArticles').values(rows).execute();
}

export async function insertContactMessage(
  db: Executor,
  row: Insertable<Database['contactMessages']>,
): Promise<void> {
  await db.insertInto('contactMessages').values(row).execute();
}

/** A page's words in one language, if written. */
export const findCmsTranslation = (db: Executor, pageId: string, locale: string) =>
  db
    .selectFrom('cmsPageTranslations')
    .select(['title', 'summary', 'blocks', 'updatedAt'])
    .where('pageId', '=', pageId)
    .where('locale', '=', locale)
    .executeTakeFirst();

export async function insertCmsTranslation(
  db: Executor,
  row: Insertable<Database['cmsPageTranslations']>,
): Promise<void> {
  await db.insertInto('cmsPageTranslations').values(row).execute();
}
