import type { Notification, NotificationEvent, NotificationPage } from '@coursewise/contract';
import { notificationKeys } from '@coursewise/contract/query-keys';
import type { QueryClient } from '@tanstack/react-query';

/** Every cached page of the list (the bell's and /notifications'), changed by `update`. */
function updateLists(queryClient: QueryClient, update: (page: NotificationPage) => NotificationPage): void {
  queryClient.setQueriesData<NotificationPage>({ queryKey: notificationKeys.lists() }, (page) =>
    page ? update(page) : page,
  );
}

/**
 * A notification that arrived live: first pages show it on top (once, even if the list already
 * fetched it), every page takes the new unread count. Later pages are only off by one until reloaded.
 */
export function addNotificationToCache(queryClient: QueryClient, event: NotificationEvent): void {
  const { notification, unread } = event;
  updateLists(queryClient, (page) => {
    if (page.items.some((item) => item.id === notification.id)) return { ...page, unread };
    const items = page.page === 1 ? [notification, ...page.items].slice(0, page.limit) : page.items;
    return { ...page, items, unread, total: page.total + 1 };
  });
}

/** Notifications marked read (by id, or all): read in every cached page, with the server's unread count. */
export function markReadInCache(
  queryClient: QueryClient,
  ids: readonly string[] | 'all',
  unread: number,
  readAt: string,
): void {
  const isMarked = (item: Notification) => ids === 'all' || ids.includes(item.id);
  updateLists(queryClient, (page) => ({
    ...page,
    unread,
    items: page.items.map((item) => (item.readAt === null && isMarked(item) ? { ...item, readAt } : item)),
  }));
}

/** Whether a link is a path of this app (the server writes only those; never follow anything else). */
export function isAppPath(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\');
}
