import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** A CMS page (by id or slug) and its blocks, in one query. */
export function findPageWithBlocks(db: Db, idOrSlug: string) {
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

export const listFaqs = (db: Db) =>
  db
    .selectFrom('faqs')
    .select(['id', 'question', 'answer', 'position'])
    .where('published', '=', 1)
    .orderBy('position')
    .execute();

export const listTestimonials = (db: Db) =>
  db
    .selectFrom('testimonials')
    .select(['id', 'name', 'role', 'quote', 'avatarKey', 'rating', 'position'])
    .where('published', '=', 1)
    .orderBy('position')
    .execute();

export const listHelpArticles = (db: Db) =>
  db
    .selectFrom('helpArticles')
    .select(['id', 'slug', 'title', 'category', 'body', 'position'])
    .where('published', '=', 1)
    .orderBy('position')
    .execute();

export async function insertPage(
  db: Db,
  page: Insertable<Database['cmsPages']>,
  blocks: Insertable<Database['cmsBlocks']>[],
): Promise<void> {
  await db.insertInto('cmsPages').values(page).execute();
  if (blocks.length) await db.insertInto('cmsBlocks').values(blocks).execute();
}

export async function insertFaqs(db: Db, rows: Insertable<Database['faqs']>[]): Promise<void> {
  if (rows.length) await db.insertInto('faqs').values(rows).execute();
}

export async function insertTestimonials(
  db: Db,
  rows: Insertable<Database['testimonials']>[],
): Promise<void> {
  if (rows.length) await db.insertInto('testimonials').values(rows).execute();
}

export async function insertHelpArticles(
  db: Db,
  rows: Insertable<Database['helpArticles']>[],
): Promise<void> {
  if (rows.length) await db.insertInto('helpArticles').values(rows).execute();
}

export async function insertContactMessage(
  db: Db,
  row: Insertable<Database['contactMessages']>,
): Promise<void> {
  await db.insertInto('contactMessages').values(row).execute();
}
