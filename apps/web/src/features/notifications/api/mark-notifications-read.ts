import type { MarkNotificationsReadBody } from '@coursewise/contract';
import { notificationRoutes } from '@coursewise/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { markReadInCache } from '../lib/notification-cache';

/** POST notification/read: some notifications by id, or all of them; every cached list follows at once. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkNotificationsReadBody) => call(notificationRoutes.markNotificationsRead, { body }),
    onSuccess: ({ unread }, body) => {
      markReadInCache(queryClient, 'all' in body ? 'all' : body.ids, unread, new Date().toISOString());
    },
  });
}
