import type { AdminContactMessage, AdminContactMessageListQuery, Paged } from '@coursewise/contract';
import { type Executor, inTransaction } from '../../db/executor.js';
import { listWindow, pagedOf } from '../../lib/admin-list.js';
import { notFound } from '../../lib/app-error.js';
import { nowIso } from '../../lib/clock.js';
import { recordAudit } from '../audit/audit.service.js';
import * as repo from './contact-messages.admin.repository.js';

function toAdminContactMessage(row: repo.ContactMessageRow): AdminContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    handled: row.handledAt !== null,
    handledAt: row.handledAt,
    createdAt: row.createdAt,
  };
}

/** A page of contact messages, newest first, searched and filtered by handled state. */
export async function listContactMessagesForAdmin(
  db: Executor,
  query: AdminContactMessageListQuery,
): Promise<Paged<AdminContactMessage>> {
  const window = listWindow(query, { createdAt: 'createdAt' });
  const filter = { search: query.search, handled: query.handled };
  const { rows, total } = await repo.listContactMessages(db, filter, window);
  return pagedOf(window, rows.map(toAdminContactMessage), total);
}

/** Marks a message handled (or open again), audited; marking it twice keeps the first time. */
export async function setContactMessageHandled(
  db: Executor,
  actorId: string,
  id: string,
  handled: boolean,
): Promise<AdminContactMessage> {
  return inTransaction(db, async (trx, uow) => {
    const row = await repo.findContactMessage(trx, id);
    if (!row) throw notFound('This message does not exist');
    if ((row.handledAt !== null) === handled) {
      uow.noteNoChange();
      return toAdminContactMessage(row);
    }
    const handledAt = handled ? nowIso() : null;
    await repo.setContactMessageHandledAt(trx, id, handledAt);
    await recordAudit(uow, {
      actorId,
      action: handled ? 'handle' : 'reopen',
      entity: 'contact-message',
      entityId: id,
      summary: `${handled ? 'Handled' : 'Reopened'} the message from ${row.email}`,
    });
    return toAdminContactMessage({ ...row, handledAt });
  });
}
