import { type Insertable, sql, type Updateable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { Database } from '../../db/schema.js';
import { containsText, type ListWindow, pageOf, type RowPage } from '../../lib/admin-list.js';

/** The SQL of the admin console's content screens: every row, published or not. */

export interface ContentFilter {
  search?: string;
  published?: boolean;
  /** FAQs and help articles: one language's. */
  locale?: string;
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
  faqs: ['id', 'question', 'answer', 'position', 'published', 'locale'],
  testimonials: ['id', 'name', 'role', 'quote', 'rating', 'avatarKey', 'position', 'published'],
  helpArticles: ['id', 'slug', 'title', 'category', 'body', 'position', 'published', 'locale'],
} as const;

export type FaqRow = Pick<Database['faqs'], 'id' | 'question' | 'answer' | 'position'> & {
  published: number;
  locale: string;
};
export type TestimonialRow = Pick<
  Database['testimonials'],
  'id' | 'name' | 'role' | 'quote' | 'rating' | 'avatarKey' | 'position'
> & { published: number };
export type HelpArticleRow = Pick<
  Database['helpArticles'],
  'id' | 'slug' | 'title' | 'category' | 'body' | 'position'
> & { published: number; locale: string };

function filtered(db: Executor, table: ContentList, filter: ContentFilter) {
  let query = db.selectFrom(table);
  const search = filter.search?.trim();
  if (search) query = query.where((eb) => eb.or(searchColumns[table].map((c) => containsText(c, search))));
  if (filter.published !== undefined) query = query.where('published', '=', filter.published ? 1 : 0);
  // Testimonials have no language; the console sends none for them.
  if (filter.locale !== undefined && table !== 'testimonials')
    query = query.where(sql.ref(`${table}.locale`), '=', filter.locale);
  return query;
}

/** A page of one list's rows matching the filter, and their count. */
async function listRows<T>(
  db: Executor,
  table: ContentList,
  filter: ContentFilter,
  window: ListWindow,
): Promise<RowPage<T>> {
  const { rows, total } = await pageOf(
    filtered(db, table, filter),
    (query) =>
      query
        .select(columns[table])
        .orderBy(window.sort.column as 'position', window.sort.order)
        .orderBy('id'),
    window,
  );
  // `table` is a union here, so Kysely cannot tell which list's columns were selected: `columns[table]` are T's.
  return { rows: rows as T[], total };
}

export const listFaqRows = (db: Executor, filter: ContentFilter, window: ListWindow) =>
  listRows<FaqRow>(db, 'faqs', filter, window);
export const listTestimonialRows = (db: Executor, filter: ContentFilter, window: ListWindow) =>
  listRows<TestimonialRow>(db, 'testimonials', filter, window);
export const listHelpArticleRows = (db: Executor, filter: ContentFilter, window: ListWindow) =>
  listRows<HelpArticleRow>(db, 'helpArticles', filter, window);

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

/** The ids of one language's FAQs or help articles. */
export async function idsInLocale(
  db: Executor,
  table: 'faqs' | 'helpArticles',
  locale: string,
): Promise<string[]> {
  return (await db.selectFrom(table).select('id').where('locale', '=', locale).execute()).map((r) => r.id);
}

/** The language of one FAQ or help article, if it exists. */
export async function localeOf(
  db: Executor,
  table: 'faqs' | 'helpArticles',
  id: string,
): Promise<string | undefined> {
  return (await db.selectFrom(table).select('locale').where('id', '=', id).executeTakeFirst())?.locale;
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

export type CmsSortColumn = 'slug' | 'title' | 'updatedAt';

function cmsFiltered(db: Executor, search: string | undefined) {
  let query = db.selectFrom('cmsPages');
  const term = search?.trim();
  if (term) query = query.where((eb) => eb.or([containsText('slug', term), containsText('title', term)]));
  return query;
}

/** A page of the CMS pages matching the search, each with its number of blocks, and their count. */
export function listCmsPages(db: Executor, filter: { search?: string }, window: ListWindow<CmsSortColumn>) {
  const { column, order } = window.sort;
  return pageOf(
    cmsFiltered(db, filter.search),
    (query) =>
      query
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
        .orderBy(column, order)
        .orderBy('cmsPages.id'),
    window,
  );
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

/** Writes a page's words in one language (replacing what it had in that language). */
export async function saveCmsTranslation(
  db: Executor,
  row: Insertable<Database['cmsPageTranslations']>,
): Promise<void> {
  await db
    .insertInto('cmsPageTranslations')
    .values(row)
    .onConflict((conflict) =>
      conflict.columns(['pageId', 'locale']).doUpdateSet({
        title: row.title,
        summary: row.summary,
        blocks: row.blocks,
        updatedAt: row.updatedAt,
      }),
    )
    .execute();
}

/** The languages a page has words of its own in (besides the default's). */
export async function cmsTranslationLocales(db: Executor, pageId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('cmsPageTranslations')
    .select('locale')
    .where('pageId', '=', pageId)
    .orderBy('locale')
    .execute();
  return rows.map((r) => r.locale);
}

/** The keys of a page's blocks (a translation names them). */
export async function cmsBlockKeys(db: Executor, pageId: string): Promise<string[]> {
  return (await db.selectFrom('cmsBlocks').select('key').where('pageId', '=', pageId).execute()).map(
    (r) => r.key,
  );
}
