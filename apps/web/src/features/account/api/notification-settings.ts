import type { NotificationSettings } from '@coursewise/contract';
import { notificationKeys } from '@coursewise/contract/query-keys';
import { notificationRoutes } from '@coursewise/contract/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** GET notification/settings: whether the daily digest of unread notifications is mailed. */
export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationKeys.settings,
    queryFn: ({ signal }) => call(notificationRoutes.getNotificationSettings, { signal }),
  });
}

/** PUT notification/settings: the saved settings replace the cached ones. */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettings) => call(notificationRoutes.updateNotificationSettings, { body }),
    onSuccess: (settings) => queryClient.setQueryData(notificationKeys.settings, settings),
  });
}
