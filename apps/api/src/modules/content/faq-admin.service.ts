import {
  type AdminFaq,
  type AdminFaqListQuery,
  DEFAULT_LOCALE,
  type FaqCreateBody,
  type FaqUpdateBody,
  isLocale,
  type Paged,
} from '@coursewise/contract';
import { type Executor, inTransaction } from '../../db/executor.js';
import { pagedOf } from '../../lib/admin-list.js';
import { notFound } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { recordAudit } from '../audit/audit.service.js';
import * as repo from './content-admin.repository.js';
import { field, flag, richText, windowOf, withoutUndefined } from './content-admin-shared.js';

/** FAQs as the admin console edits them. */

const toFaq = (row: repo.FaqRow): AdminFaq => ({
  ...row,
  published: row.published === 1,
  locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE,
});
// ---- FAQs ---------------------------------------------------------------------------------------

export async function listAdminFaqs(db: Executor, query: AdminFaqListQuery): Promise<Paged<AdminFaq>> {
  const window = windowOf('faqs', query);
  const filter = { search: query.search, published: query.published, locale: query.locale };
  const { rows, total } = await repo.listFaqRows(db, filter, window);
  return pagedOf(window, rows.map(toFaq), total);
}

export async function getAdminFaq(db: Executor, id: string): Promise<AdminFaq> {
  const row = await repo.findFaq(db, id);
  if (!row) throw notFound('This FAQ does not exist');
  return toFaq(row);
}

export async function createFaq(db: Executor, actorId: string, body: FaqCreateBody): Promise<AdminFaq> {
  const id = newId();
  const question = body.question.trim();
  if (!question) throw field('question', 'must not be blank');
  const answer = richText('answer', body.answer);
  return inTransaction(db, async (trx, uow) => {
    const position = await repo.nextPosition(trx, 'faqs');
    await repo.insertFaq(trx, {
      id,
      question,
      answer,
      position,
      published: body.published === false ? 0 : 1,
      locale: body.locale ?? DEFAULT_LOCALE,
    });
    await recordAudit(uow, {
      actorId,
      action: 'create',
      entity: 'faq',
      entityId: id,
      summary: `Created FAQ "${question}"`,
    });
    return getAdminFaq(trx, id);
  });
}

export async function updateFaq(
  db: Executor,
  actorId: string,
  id: string,
  body: FaqUpdateBody,
): Promise<AdminFaq> {
  const question = body.question?.trim();
  if (question === '') throw field('question', 'must not be blank');
  const changes = {
    question,
    answer: body.answer === undefined ? undefined : richText('answer', body.answer),
    published: flag(body.published),
    locale: body.locale,
  };
  return inTransaction(db, async (trx, uow) => {
    const before = await getAdminFaq(trx, id);
    await repo.updateFaq(trx, id, withoutUndefined(changes));
    await recordAudit(uow, {
      actorId,
      action: 'update',
      entity: 'faq',
      entityId: id,
      summary: `Updated FAQ "${question ?? before.question}"`,
    });
    return getAdminFaq(trx, id);
  });
}
