import type { Notification } from '@coursewise/contract';
import { useCallback } from 'react';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';

/**
 * Called as a notification's link is followed: marks it read if it was not. The link itself navigates,
 * so it stays a link (opens in a new tab, shows its address).
 */
export function useMarkOpened(): (notification: Notification) => void {
  const { mutate } = useMarkNotificationsRead();
  return useCallback(
    (notification: Notification) => {
      if (notification.readAt === null) mutate({ ids: [notification.id] });
    },
    [mutate],
  );
}
