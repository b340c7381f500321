import type { Executor } from '../../db/executor.js';
import { containsText } from '../../lib/admin-list.js';

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

export function listContactMessages(
  db: Executor,
  filter: ContactMessageFilter,
  order: 'asc' | 'desc',
  limit: number,
  offset: number,
) {
  return filtered(db, filter)
    .select(columns)
    .orderBy('createdAt', order)
    .orderBy('id', order)
    .limit(limit)
    .offset(offset)
    .execute();
}

export type ContactMessageRow = Awaited<ReturnType<typeof listContactMessages>>[number];

export async function countContactMessages(db: Executor, filter: ContactMessageFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findContactMessage(db: Executor, id: string): Promise<ContactMessageRow | undefined> {
  return db.selectFrom('contactMessages').select(columns).where('id', '=', id).executeTakeFirst();
}

export async function setContactMessageHandledAt(db: Executor, id: string, at: string | null): Promise<void> {
  await db.updateTable('contactMessages').set({ handledAt: at }).where('id', '=', id).execute();
}
