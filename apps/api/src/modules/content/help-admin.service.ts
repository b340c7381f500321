import {
  type AdminHelpArticle,
  type AdminHelpListQuery,
  DEFAULT_LOCALE,
  type HelpArticleCreateBody,
  type HelpArticleUpdateBody,
  isLocale,
  type Paged,
} from '@coursewise/contract';
import { type Executor, inTransaction } from '../../db/executor.js';
import { pagedOf } from '../../lib/admin-list.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { recordAudit } from '../audit/audit.service.js';
import * as repo from './content-admin.repository.js';
import { field, flag, richText, windowOf, withoutUndefined } from './content-admin-shared.js';

/** Help articles as the admin console edits them. */

const toHelpArticle = (row: repo.HelpArticleRow): AdminHelpArticle => ({
  ...row,
  published: row.published === 1,
  locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE,
});
// ---- help articles ------------------------------------------------------------------------------

export async function listAdminHelpArticles(
  db: Executor,
  query: AdminHelpListQuery,
): Promise<Paged<AdminHelpArticle>> {
  const window = windowOf('helpArticles', query);
  const filter = { search: query.search, published: query.published, locale: query.locale };
  const { rows, total } = await repo.listHelpArticleRows(db, filter, window);
  return pagedOf(window, rows.map(toHelpArticle), total);
}

export async function getAdminHelpArticle(db: Executor, id: string): Promise<AdminHelpArticle> {
  const row = await repo.findHelpArticle(db, id);
  if (!row) throw notFound('This help article does not exist');
  return toHelpArticle(row);
}

async function assertSlugFree(db: Executor, slug: string, ownId: string | null): Promise<void> {
  const holder = await repo.findHelpArticleIdBySlug(db, slug);
  if (holder && holder !== ownId) throw conflict(`Another help article already uses the address "${slug}"`);
}

export async function createHelpArticle(
  db: Executor,
  actorId: string,
  body: HelpArticleCreateBody,
): Promise<AdminHelpArticle> {
  const id = newId();
  const title = body.title.trim();
  const category = body.category.trim();
  if (!title) throw field('title', 'must not be blank');
  if (!category) throw field('category', 'must not be blank');
  const articleBody = richText('body', body.body);
  return inTransaction(db, async (trx, uow) => {
    await assertSlugFree(trx, body.slug, null);
    const position = await repo.nextPosition(trx, 'helpArticles');
    await repo.insertHelpArticle(trx, {
      id,
      slug: body.slug,
      title,
      category,
      body: articleBody,
      position,
      published: body.published === false ? 0 : 1,
      locale: body.locale ?? DEFAULT_LOCALE,
    });
    await recordAudit(uow, {
      actorId,
      action: 'create',
      entity: 'help-article',
      entityId: id,
      summary: `Created help article "${title}"`,
    });
    return getAdminHelpArticle(trx, id);
  });
}

export async function updateHelpArticle(
  db: Executor,
  actorId: string,
  id: string,
  body: HelpArticleUpdateBody,
): Promise<AdminHelpArticle> {
  const title = body.title?.trim();
  const category = body.category?.trim();
  if (title === '') throw field('title', 'must not be blank');
  if (category === '') throw field('category', 'must not be blank');
  const articleBody = body.body === undefined ? undefined : richText('body', body.body);
  return inTransaction(db, async (trx, uow) => {
    const before = await getAdminHelpArticle(trx, id);
    if (body.slug !== undefined) await assertSlugFree(trx, body.slug, id);
    await repo.updateHelpArticle(
      trx,
      id,
      withoutUndefined({
        slug: body.slug,
        title,
        category,
        body: articleBody,
        published: flag(body.published),
        locale: body.locale,
      }),
    );
    await recordAudit(uow, {
      actorId,
      action: 'update',
      entity: 'help-article',
      entityId: id,
      summary: `Updated help article "${title ?? before.title}"`,
    });
    return getAdminHelpArticle(trx, id);
  });
}
