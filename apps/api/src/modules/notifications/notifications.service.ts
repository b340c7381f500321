import { createHash, randomBytes } from 'node:crypto';
import {
  type MarkNotificationsReadBody,
  type Notification,
  type NotificationInput,
  type NotificationKind,
  type NotificationListQuery,
  type NotificationPage,
  type NotificationSettings,
  notificationKinds,
  notificationText,
} from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import { type Executor, inTransaction, type UnitOfWork } from '../../db/executor.js';
import { notFound, unauthorized } from '../../lib/app-error.js';
import { isoIn, nowIso } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { rules } from '../../lib/rate-limit/rate-limiter.js';
import { isSessionOpen } from '../account/sessions.service.js';
import type { StreamOwner } from './notification-stream.service.js';
import * as repo from './notifications.repository.js';

export type { NotificationInput };

/** How long a stream ticket opens the stream. */
export const TICKET_TTL_MS = 60_000;

/**
 * Writes notifications in the caller's transaction (the unit of work's); once it commits, each reaches
 * its user's open streams on every instance. A rollback writes and sends nothing.
 */
export async function notify(uow: UnitOfWork, input: NotificationInput | NotificationInput[]): Promise<void> {
  const list = [input].flat();
  if (list.length === 0) return;
  const createdAt = nowIso();
  const rows = list.map((item) => ({
    id: newId(),
    userId: item.userId,
    kind: item.kind,
    data: JSON.stringify(item.data),
    link: item.link,
    createdAt,
    readAt: null,
    emailedAt: null,
  }));
  await repo.insertNotifications(uow.trx, rows);
  uow.deliverNotifications(rows.map((row) => row.id));
}

const isKind = (kind: string): kind is NotificationKind =>
  (notificationKinds as readonly string[]).includes(kind);

function parseData(text: string): Record<string, string | null> {
  const parsed: unknown = JSON.parse(text);
  const data: Record<string, string | null> = {};
  if (parsed && typeof parsed === 'object') {
    for (const [key, value] of Object.entries(parsed)) {
      data[key] = typeof value === 'string' || value === null ? value : String(value);
    }
  }
  return data;
}

/** A stored row as the API answers it, its text composed from the kind and data. */
export function toNotification(row: repo.NotificationRow): Notification {
  const kind = isKind(row.kind) ? row.kind : 'announcement';
  const data = parseData(row.data);
  return {
    id: row.id,
    kind,
    data,
    text: notificationText(kind, data),
    link: row.link,
    createdAt: row.createdAt,
    readAt: row.readAt,
  };
}

/** The notifications of `ids` with their users' unread counts (what the hub sends after a commit). */
export async function notificationEvents(db: Executor, ids: readonly string[]) {
  const rows = await repo.findNotificationsByIds(db, ids);
  const unread = new Map<string, number>();
  for (const userId of new Set(rows.map((row) => row.userId))) {
    unread.set(userId, await repo.countNotifications(db, userId, true));
  }
  return rows.map((row) => ({
    userId: row.userId,
    event: { notification: toNotification(row), unread: unread.get(row.userId) ?? 0 },
  }));
}

/** GET notification/list. */
export async function listNotifications(
  db: Executor,
  userId: string,
  query: NotificationListQuery,
): Promise<NotificationPage> {
  const page = query.page ?? 1;
  const limit = query.limit ?? 12;
  const unreadOnly = query.unread === true;
  const [rows, total, unread] = await Promise.all([
    repo.listNotificationPage(db, userId, { unreadOnly, limit, offset: (page - 1) * limit }),
    repo.countNotifications(db, userId, unreadOnly),
    repo.countNotifications(db, userId, true),
  ]);
  return { items: rows.map(toNotification), page, limit, total, unread };
}

/** POST notification/read: another user's (or an unknown) id is a 404, and nothing is marked. */
export async function markNotificationsRead(
  db: Executor,
  userId: string,
  body: MarkNotificationsReadBody,
): Promise<{ marked: number; unread: number }> {
  return inTransaction(db, async (trx) => {
    const ids = 'ids' in body ? [...new Set(body.ids)] : 'all';
    if (ids !== 'all' && (await repo.countOwnIds(trx, userId, ids)) !== ids.length) {
      throw notFound('Notification not found');
    }
    const marked = await repo.markRead(trx, userId, ids, nowIso());
    return { marked, unread: await repo.countNotifications(trx, userId, true) };
  });
}

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** POST notification/ticket: a random ticket, stored hashed, for the session that asked. */
export async function createTicket(
  ctx: Pick<AppContext, 'db' | 'limiter'>,
  userId: string,
  sessionId: string,
): Promise<{ ticket: string; expiresAt: string }> {
  await ctx.limiter.consume(rules.notificationTicketAccount, userId);
  const db = ctx.db;
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = isoIn(TICKET_TTL_MS);
  await repo.insertTicket(db, { ticketHash: hashTicket(ticket), userId, sessionId, expiresAt }, nowIso());
  return { ticket, expiresAt };
}

/** The user and session a ticket opens the stream for, once, while it is fresh and its session open; else 401. */
export async function redeemTicket(
  ctx: Pick<AppContext, 'db' | 'sessions'>,
  ticket: string,
): Promise<{ userId: string; sessionId: string }> {
  const taken = await repo.takeTicket(ctx.db, hashTicket(ticket));
  const refused = unauthorized('This stream ticket is not valid: ask for a new one');
  if (!taken || taken.expiresAt <= nowIso()) throw refused;
  if (!(await isSessionOpen(ctx, taken.sessionId))) throw refused;
  return { userId: taken.userId, sessionId: taken.sessionId };
}

/** Whom a stream is for: it lives as long as the session that opened it. */
export function streamOwnerOf(
  ctx: Pick<AppContext, 'sessions'>,
  opener: { userId: string; sessionId: string },
): StreamOwner {
  return { userId: opener.userId, isLive: () => isSessionOpen(ctx, opener.sessionId) };
}

/** GET notification/settings: the digest is on unless the user turned it off. */
export async function getNotificationSettings(db: Executor, userId: string): Promise<NotificationSettings> {
  return { digest: (await repo.findDigestSetting(db, userId)) !== 0 };
}

export async function updateNotificationSettings(
  db: Executor,
  userId: string,
  settings: NotificationSettings,
): Promise<NotificationSettings> {
  await repo.writeDigestSetting(db, userId, settings.digest ? 1 : 0, nowIso());
  return getNotificationSettings(db, userId);
}
