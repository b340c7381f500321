import type { NotificationEvent, NotificationKind } from '@coursewise/contract';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The kinds, typed against the contract's (a new kind fails the typecheck here). Not the contract's own
 * list: a value import of `@coursewise/contract` brings TypeBox (40 kB) into the bell's chunk.
 */
const KINDS: Record<NotificationKind, true> = {
  certificate_issued: true,
  refund_decided: true,
  gift_received: true,
  announcement: true,
  discussion_reply: true,
  discussion_answer: true,
};

const isKind = (value: unknown): value is NotificationKind =>
  typeof value === 'string' && Object.hasOwn(KINDS, value);

/**
 * The `data` of one `event: notification`, or null when it is not one: a stream that sends something
 * else (a proxy's page, a newer server's shape) must not break the bell.
 */
export function readNotificationEvent(text: string): NotificationEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || typeof value.unread !== 'number' || !isRecord(value.notification)) return null;
  const { id, kind, data, text: line, link, createdAt, readAt } = value.notification;
  if (typeof id !== 'string' || !isKind(kind) || typeof line !== 'string' || typeof link !== 'string')
    return null;
  if (typeof createdAt !== 'string' || (readAt !== null && typeof readAt !== 'string')) return null;
  const fields: Record<string, string | null> = {};
  if (isRecord(data)) {
    for (const [key, field] of Object.entries(data)) {
      if (typeof field === 'string' || field === null) fields[key] = field;
    }
  }
  return {
    notification: { id, kind, data: fields, text: line, link, createdAt, readAt },
    unread: value.unread,
  };
}
