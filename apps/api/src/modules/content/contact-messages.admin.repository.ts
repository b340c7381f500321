import type { Executor } from '../../db/executor.js';
import { containsText, type ListWindow, pageOf } from '../../lib/admin-list.js';

export interface ContactMessageFilter {
  search?: string;
  handled?: boolean;
}

const columns = ['id', 'name', 'email', 'subject', 'message', 'handledAt', 'createdAt'] as const;

function filtered(db: Executor, filter: ContactMessageFilter) {
  let query = db.selectFrom('contactMessages');
  if (filter.handled !== undefined) query = query.where('handledAt', filter.handled ? 'is not' : 'is', null);
  const search = filter.search?.trim();
  if (search) {
    query = query.where((eb) =>
      eb.or([
        containsText('name', search),
        containsText('email', search),
        containsText('subject', search),
        containsText('message', search),
      ]),
    );
  }
  return query;
}

/** A page of the messages matching the filter, by date, and their count. */
export function listContactMessages(
  db: Executor,
  filter: ContactMessageFilter,
  window: ListWindow<'createdAt'>,
) {
  const { column, order } = window.sort;
  return pageOf(
    filtered(db, filter),
    (query) => query.select(columns).orderBy(column, order).orderBy('id', order),
    window,
  );
}

export type ContactMessageRow = Awaited<ReturnType<typeof listContactMessages>>['rows'][number];

export function findContactMessage(db: Executor, id: string): Promise<ContactMessageRow | undefined> {
  return db.selectFrom('contactMessages').select(columns).where('id', '=', id).executeTakeFirst();
}

export async function setContactMessageHandledAt(db: Executor, id: string, at: string | null): Promise<void> {
  await db.updateTable('contactMessages').set({ handledAt: at }).where('id', '=', id).execute();
}
