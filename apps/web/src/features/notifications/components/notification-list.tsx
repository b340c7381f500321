import type { Notification } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useActiveLocale } from '../../../i18n/use-active-locale';
import { formatWhen } from '../lib/format-when';
import { isAppPath } from '../lib/notification-cache';
import { notificationLine } from '../lib/notification-line';
import classes from './notifications.module.css';

interface NotificationListProps {
  items: Notification[];
  onOpen: (notification: Notification) => void;
  onMarkRead: (notification: Notification) => void;
  isMarking: boolean;
}

/** A page of notifications, newest first: unread ones tinted and announced "Unread", each with its link. */
export function NotificationList({ items, onOpen, onMarkRead, isMarking }: NotificationListProps) {
  const locale = useActiveLocale();
  const { _ } = useLingui();
  return (
    <ul className={classes.list} aria-label={_('shared.notifications.yours')}>
      {items.map((notification) => {
        const isUnread = notification.readAt === null;
        return (
          <li key={notification.id} className={classes.row} data-unread={isUnread || undefined}>
            <span className={isUnread ? classes.dot : classes.noDot} aria-hidden="true" />
            <div className={classes.rowBody}>
              {isUnread ? (
                <span className={classes.visuallyHidden}>{_('shared.notifications.unreadPrefix')} </span>
              ) : null}
              {isAppPath(notification.link) ? (
                <Link to={notification.link} className={classes.rowLink} onClick={() => onOpen(notification)}>
                  <span className={classes.itemText}>{notificationLine(_, notification)}</span>
                </Link>
              ) : (
                <span className={classes.itemText}>{notificationLine(_, notification)}</span>
              )}
              <Text size="xs" c="dimmed">
                {formatWhen(notification.createdAt, Date.now(), locale)}
              </Text>
            </div>
            {isUnread ? (
              <Button
                variant="subtle"
                size="compact-xs"
                disabled={isMarking}
                onClick={() => onMarkRead(notification)}
                aria-label={_('shared.notifications.markReadOf', { text: notificationLine(_, notification) })}
              >
                {_('shared.notifications.markRead')}
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** Placeholder rows while the list loads. */
export function NotificationListSkeleton() {
  const { _ } = useLingui();
  return (
    <Stack gap="xs" role="status" aria-label={_('shared.notifications.loadingYours')}>
      <Skeleton height={64} radius="md" />
      <Skeleton height={64} radius="md" />
      <Skeleton height={64} radius="md" />
    </Stack>
  );
}
