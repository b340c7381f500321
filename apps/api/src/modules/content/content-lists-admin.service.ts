import { type Executor, inTransaction } from '../../db/executor.js';
import { notFound } from '../../lib/app-error.js';
import { recordAudit } from '../audit/audit.service.js';
import * as repo from './content-admin.repository.js';
import { field } from './content-admin-shared.js';

/** What FAQs, testimonials and help articles share in the admin console: deleting one, ordering all. */

type List = repo.ContentList;

// ---- shared: delete and order -------------------------------------------------------------------

const entityNames: Record<List, { entity: string; words: string }> = {
  faqs: { entity: 'faq', words: 'FAQ' },
  testimonials: { entity: 'testimonial', words: 'testimonial' },
  helpArticles: { entity: 'help-article', words: 'help article' },
};

/** Deletes one FAQ, testimonial or help article (nothing else refers to them). */
export async function deleteContentItem(
  db: Executor,
  actorId: string,
  list: List,
  id: string,
): Promise<void> {
  const { entity, words } = entityNames[list];
  await inTransaction(db, async (trx, uow) => {
    if (!(await repo.deleteRow(trx, list, id))) throw notFound(`This ${words} does not exist`);
    await recordAudit(uow, {
      actorId,
      action: 'delete',
      entity,
      entityId: id,
      summary: `Deleted ${words} ${id}`,
    });
  });
}

/** Puts a whole list in a new order: `ids` must name every item once. */
export async function orderContentList(
  db: Executor,
  actorId: string,
  list: List,
  ids: string[],
): Promise<void> {
  const { entity, words } = entityNames[list];
  await inTransaction(db, async (trx, uow) => {
    const existing = new Set(await repo.allIds(trx, list));
    const unknown = ids.filter((id) => !existing.has(id));
    if (unknown.length)
      throw field('ids', `has ids that are not ${words}s: ${unknown.slice(0, 5).join(', ')}`);
    // FAQs and help articles are ordered within their language: all of one language's, or all.
    const locale = list === 'testimonials' || !ids[0] ? undefined : await repo.localeOf(trx, list, ids[0]);
    const ofLocale =
      locale && list !== 'testimonials' ? new Set(await repo.idsInLocale(trx, list, locale)) : null;
    const isOneLanguage =
      ofLocale !== null && ids.length === ofLocale.size && ids.every((id) => ofLocale.has(id));
    if (ids.length !== existing.size && !isOneLanguage)
      throw field(
        'ids',
        ofLocale && ofLocale.size < existing.size
          ? `must list all ${ofLocale.size} ${words}s in ${locale}, or all ${existing.size}`
          : `must list all ${existing.size} ${words}s`,
      );
    await repo.setPositions(trx, list, ids);
    await recordAudit(uow, {
      actorId,
      action: 'order',
      entity,
      entityId: null,
      summary: `Reordered the ${words}s`,
    });
  });
}
