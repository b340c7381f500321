import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { Database } from '../../db/schema.js';
import { containsText } from '../../lib/admin-list.js';

/** The SQL of the admin console's content screens: every row, published or not. */

export interface ListWindow {
  search?: string;
  published?: boolean;
  sort: { column: string; order: 'asc' | 'desc' };
  limit: number;
  offset: number;
}

/** The three ordered lists the admin edits the same way. */
export type ContentList = 'faqs' | 'testimonials' | 'helpArticles';

/** The columns `search` looks in, per list. */
const searchColumns: Record<ContentList, string[]> = {
  faqs: ['question', 'answer'],
  testimonials: ['name', 'role', 'quote'],
  helpArticles: ['title', 'category', 'body'],
};

const columns = {
  faqs: ['id', 'question', 'answer', 'position', 'published'],
  testimonials: ['id', 'name', 'role', 'quote', 'rating', 'avatarKey', 'position', 'published'],
  helpArticles: ['id', 'slug', 'title', 'category', 'body', 'position', 'published'],
} as const;

export type FaqRow = Pick<Database['faqs'], 'id' | 'question' | 'answer' | 'position'> & {
  published: number;
};
export type TestimonialRow = Pick<
  Database['testimonials'],
  'id' | 'name' | 'role' | 'quote' | 'rating' | 'avatarKey' | 'position'
> & { published: number };
export type HelpArticleRow = Pick<
  Database['helpArticles'],
  'id' | 'slug' | 'title' | 'category' | 'body' | 'position'
> & { published: number };

function filtered(db: Executor, table: ContentList, window: Pick<ListWindow, 'search' | 'published'>) {
  let query = db.selectFrom(table);
  const search = window.search?.trim();
  if (search) query = query.where((eb) => eb.or(searchColumns[table].map((c) => containsText(c, search))));
  if (window.published !== undefined) query = query.where('published', '=', window.published ? 1 : 0);
  return query;
}

async function listRows<T>(
  db: Executor,
  table: ContentList,
  window: ListWindow,
): Promise<{ rows: T[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, table, window)
      .select(columns[table])
      .orderBy(window.sort.column as 'position', window.sort.order)
      .orderBy('id')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    filtered(db, table, window)
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirst(),
  ]);
  return { rows: rows as T[], total: Number(count?.total ?? 0) };
}

export const listFaqRows = (db: Executor, window: ListWindow) => listRows<FaqRow>(db, 'faqs', window);
export const listTestimonialRows = (db: Executor, window: ListWindow) =>
  listRows<TestimonialRow>(db, 'testimonials', window);
export const listHelpArticleRows = (db: Executor, window: ListWindow) =>
  listRows<HelpArticleRow>(db, 'helpArticles', window);

export const findFaq = (db: Executor, id: string): Promise<FaqRow | undefined> =>
  db.selectFrom('faqs').select(columns.faqs).where('id', '=', id).executeTakeFirst();
export const findTestimonial = (db: Executor, id: string): Promise<TestimonialRow | undefined> =>
  db.selectFrom('testimonials').select(columns.testimonials).where('id', '=', id).executeTakeFirst();
export const findHelpArticle = (db: Executor, id: string): Promise<HelpArticleRow | undefined> =>
  db.selectFrom('helpArticles').select(columns.helpArticles).where('id', '=', id).executeTakeFirst();

export const findHelpArticleIdBySlug = async (db: Executor, slug: string): Promise<string | undefined> =>
  (await db.selectFrom('helpArticles').select('id').where('slug', '=', slug).executeTakeFirst())?.id;

/** One past the last position: where a new item goes. */
export async function nextPosition(db: Executor, table: ContentList): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max<number | null>('position').as('last'))
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

export async function insertFaq(db: Executor, row: Insertable<Database['faqs']>): Promise<void> {
  await db.insertInto('faqs').values(row).execute();
}
export async function insertTestimonial(
  db: Executor,
  row: Insertable<Database['testimonials']>,
): Promise<void> {
  await db.insertInto('testimonials').values(row).execute();
}
export async function insertHelpArticle(
  db: Executor,
  row: Insertable<Database['helpArticles']>,
): Promise<void> {
  await db.insertInto('helpArticles').values(row).execute();
}

export async function updateFaq(
  db: Executor,
  id: string,
  changes: Updateable<Database['faqs']>,
): Promise<void> {
  if (Object.keys(changes).length) await db.updateTable('faqs').set(changes).where('id', '=', id).execute();
}
export async function updateTestimonial(
  db: Executor,
  id: string,
  changes: Updateable<Database['testimonials']>,
): Promise<void> {
  if (Object.keys(changes).length)
    await db.updateTable('testimonials').set(changes).where('id', '=', id).execute();
}
export async function updateHelpArticle(
  db: Executor,
  id: string,
  changes: Updateable<Database['helpArticles']>,
): Promise<void> {
  if (Object.keys(changes).length)
    await db.updateTable('helpArticles').set(changes).where('id', '=', id).execute();
}

/** Deletes one row; answers whether there was one. */
export async function deleteRow(db: Executor, table: ContentList, id: string): Promise<boolean> {
  const result = await db.deleteFrom(table).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function allIds(db: Executor, table: ContentList): Promise<string[]> {
  return (await db.selectFrom(table).select('id').execute()).map((r) => r.id);
}

/** Positions 1… in the order given (the caller checked the ids are exactly the list's). */
export async function setPositions(db: Executor, table: ContentList, ids: string[]): Promise<void> {
  for (const [i, id] of ids.entries()) {
    await db
      .updateTable(table)
      .set({ position: i + 1 })
      .where('id', '=', id)
      .execute();
  }
}

// ---- CMS pages ----------------------------------------------------------------------------------

export interface CmsListWindow {
  search?: string;
  sort: { column: string; order: 'asc' | 'desc' };
  limit: number;
  offset: number;
}

function cmsFiltered(db: Executor, search: string | undefined) {
  let query = db.selectFrom('cmsPages');
  const term = search?.trim();
  if (term) query = query.where((eb) => eb.or([containsText('slug', term), containsText('title', term)]));
  return query;
}

export async function listCmsPages(db: Executor, window: CmsListWindow) {
  const [rows, count] = await Promise.all([
    cmsFiltered(db, window.search)
      .select((eb) => [
        'cmsPages.id',
        'cmsPages.slug',
        'cmsPages.title',
        'cmsPages.updatedAt',
        eb
          .selectFrom('cmsBlocks')
          .select((b) => b.fn.countAll<number | string>().as('n'))
          .whereRef('cmsBlocks.pageId', '=', 'cmsPages.id')
          .as('blockCount'),
      ])
      .orderBy(window.sort.column as 'slug', window.sort.order)
      .orderBy('cmsPages.id')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    cmsFiltered(db, window.search)
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}

export const findCmsPageBySlug = (db: Executor, slug: string) =>
  db
    .selectFrom('cmsPages')
    .select(['id', 'slug', 'title', 'summary', 'updatedAt'])
    .where('slug', '=', slug)
    .executeTakeFirst();

export async function insertCmsPage(db: Executor, row: Insertable<Database['cmsPages']>): Promise<void> {
  await db.insertInto('cmsPages').values(row).execute();
}

export async function updateCmsPage(
  db: Executor,
  id: string,
  changes: Updateable<Database['cmsPages']>,
): Promise<void> {
  await db.updateTable('cmsPages').set(changes).where('id', '=', id).execute();
}

/** Replaces a page's blocks with these, in order. */
export async function replaceCmsBlocks(
  db: Executor,
  pageId: string,
  blocks: Insertable<Database['cmsBlocks']>[],
): Promise<void> {
  await db.deleteFrom('cmsBlocks').where('pageId', '=', pageId).execute();
  if (blocks.length) await db.insertInto('cmsBlocks').values(blocks).execute();
}
