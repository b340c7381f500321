import type { Executor } from '../../db/executor.js';
import type { NotificationsTable } from '../../db/schema.js';

export type NotificationRow = NotificationsTable;

export async function insertNotifications(db: Executor, rows: NotificationRow[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('notifications').values(rows).execute();
}

export function findNotificationsByIds(db: Executor, ids: readonly string[]): Promise<NotificationRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('notifications').selectAll().where('id', 'in', ids).execute();
}

/** One page of a user's notifications, newest first (ids break ties: v7 ids grow with time). */
export function listNotificationPage(
  db: Executor,
  userId: string,
  options: { unreadOnly: boolean; limit: number; offset: number },
): Promise<NotificationRow[]> {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('userId', '=', userId)
    .$if(options.unreadOnly, (q) => q.where('readAt', 'is', null))
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit)
    .offset(options.offset)
    .execute();
}

export async function countNotifications(db: Executor, userId: string, unreadOnly: boolean): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('userId', '=', userId)
    .$if(unreadOnly, (q) => q.where('readAt', 'is', null))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** How many of `ids` are the user's. */
export async function countOwnIds(db: Executor, userId: string, ids: readonly string[]): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('userId', '=', userId)
    .where('id', 'in', ids)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Marks the user's unread notifications read (only `ids`, or all); answers how many changed. */
export async function markRead(
  db: Executor,
  userId: string,
  ids: readonly string[] | 'all',
  at: string,
): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ readAt: at })
    .where('userId', '=', userId)
    .where('readAt', 'is', null)
    .$if(ids !== 'all', (q) => q.where('id', 'in', ids as readonly string[]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function insertTicket(
  db: Executor,
  ticket: { ticketHash: string; userId: string; sessionId: string; expiresAt: string },
  now: string,
): Promise<void> {
  await db.deleteFrom('notificationTickets').where('expiresAt', '<', now).execute();
  await db.insertInto('notificationTickets').values(ticket).execute();
}

/** Takes a ticket once: the delete decides between two requests racing with it. */
export function takeTicket(db: Executor, ticketHash: string) {
  return db
    .deleteFrom('notificationTickets')
    .where('ticketHash', '=', ticketHash)
    .returning(['userId', 'sessionId', 'expiresAt'])
    .executeTakeFirst();
}

export async function findDigestSetting(db: Executor, userId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('notificationSettings')
    .select('digest')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.digest;
}

export async function writeDigestSetting(db: Executor, userId: string, digest: number, now: string) {
  await db
    .insertInto('notificationSettings')
    .values({ userId, digest, updatedAt: now })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ digest, updatedAt: now }))
    .execute();
}

/** Users with notifications unread and not mailed since before `cutoff`, who did not turn the digest off. */
export async function listDigestUsers(db: Executor, cutoff: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('notifications')
    .select('notifications.userId')
    .distinct()
    .where('notifications.readAt', 'is', null)
    .where('notifications.emailedAt', 'is', null)
    .where('notifications.createdAt', '<=', cutoff)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('notificationSettings')
            .select('notificationSettings.userId')
            .whereRef('notificationSettings.userId', '=', 'notifications.userId')
            .where('notificationSettings.digest', '=', 0),
        ),
      ),
    )
    .orderBy('notifications.userId')
    .limit(limit)
    .execute();
  return rows.map((row) => row.userId);
}

/** Claims the user's digest: marks what stayed unread since before `cutoff` mailed, and answers it (newest first). */
export async function claimDigest(
  db: Executor,
  userId: string,
  cutoff: string,
  at: string,
): Promise<NotificationRow[]> {
  const rows = await db
    .updateTable('notifications')
    .set({ emailedAt: at })
    .where('userId', '=', userId)
    .where('readAt', 'is', null)
    .where('emailedAt', 'is', null)
    .where('createdAt', '<=', cutoff)
    .returningAll()
    .execute();
  return rows.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}
