import type { NotificationPage } from '@coursewise/contract';
import { notificationKeys } from '@coursewise/contract/query-keys';
import { notificationRoutes } from '@coursewise/contract/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** How many the bell shows, and how many a page of /notifications lists. */
export const BELL_SIZE = 5;
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** GET notification/list: a page of the signed-in user's notifications, newest first, with the unread count. */
export function getNotifications(
  page: number,
  limit: number,
  signal?: AbortSignal,
): Promise<NotificationPage> {
  return call(notificationRoutes.listNotifications, { query: { page, limit }, signal });
}

export const notificationsQueryOptions = (page: number, limit: number) =>
  queryOptions({
    queryKey: notificationKeys.list(page, limit),
    queryFn: ({ signal }) => getNotifications(page, limit, signal),
    placeholderData: keepPreviousData,
  });

export function useNotifications(page: number, limit: number = NOTIFICATIONS_PAGE_SIZE) {
  return useQuery(notificationsQueryOptions(page, limit));
}
