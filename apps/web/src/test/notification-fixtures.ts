import type { Notification, NotificationPage } from '@coursewise/contract';

/** An answer to the learner's question, unread, as the API lists it. */
export function aNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 'ntf-1',
    kind: 'discussion_answer',
    data: { courseTitle: 'Modern JavaScript', threadTitle: 'Why closures?', author: 'Ada Admin' },
    text: 'Ada Admin answered “Why closures?”.',
    link: '/learn/modern-javascript/chapters/ch-1?thread=th-1',
    createdAt: new Date().toISOString(),
    readAt: null,
    ...overrides,
  };
}

/** A page of notifications with the user's unread count (by default, the unread ones listed). */
export function notificationPage(
  items: Notification[],
  { page = 1, limit = 5, total = items.length, unread }: Partial<NotificationPage> = {},
): { body: { data: NotificationPage } } {
  const unreadCount = unread ?? items.filter((item) => item.readAt === null).length;
  return { body: { data: { items, page, limit, total, unread: unreadCount } } };
}
