import type { Notification, NotificationPage } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Loader, Menu, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { localisedErrorMessage } from '../../../components/query-error';
import { useActiveLocale } from '../../../i18n/use-active-locale';
import { formatWhen } from '../lib/format-when';
import { isAppPath } from '../lib/notification-cache';
import { notificationLine } from '../lib/notification-line';
import classes from './notifications.module.css';

interface BellItemsProps {
  query: UseQueryResult<NotificationPage>;
  onOpen: (notification: Notification) => void;
}

/** The bell menu's body: the latest notifications as menu items, or why there are none. */
export function BellItems({ query, onOpen }: BellItemsProps) {
  const { _ } = useLingui();
  if (query.isPending) {
    return (
      <div className={classes.bellState}>
        <Loader size="sm" role="status" aria-label={_('shared.notifications.loading')} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <>
        <Text size="sm" c="red.9" role="alert" className={classes.bellState}>
          {localisedErrorMessage(query.error, _)}
        </Text>
        <Menu.Item closeMenuOnClick={false} onClick={() => void query.refetch()}>
          {_('queryError.retry')}
        </Menu.Item>
      </>
    );
  }
  if (query.data.items.length === 0) {
    return (
      <Text size="sm" c="dimmed" className={classes.bellState}>
        {_('shared.notifications.none')}
      </Text>
    );
  }
  return query.data.items.map((notification) => (
    <BellItem key={notification.id} notification={notification} onOpen={onOpen} />
  ));
}

function BellItem({
  notification,
  onOpen,
}: {
  notification: Notification;
  onOpen: BellItemsProps['onOpen'];
}) {
  const isUnread = notification.readAt === null;
  const locale = useActiveLocale();
  const { _ } = useLingui();
  const link = isAppPath(notification.link) ? notification.link : '/notifications';
  return (
    <Menu.Item
      component={Link}
      to={link}
      onClick={() => onOpen(notification)}
      className={classes.bellItem}
      data-unread={isUnread || undefined}
      leftSection={<span className={isUnread ? classes.dot : classes.noDot} aria-hidden="true" />}
    >
      {isUnread ? (
        <span className={classes.visuallyHidden}>{_('shared.notifications.unreadPrefix')} </span>
      ) : null}
      <span className={classes.itemText}>{notificationLine(_, notification)}</span>
      <Text component="span" size="xs" c="dimmed" display="block">
        {formatWhen(notification.createdAt, Date.now(), locale)}
      </Text>
    </Menu.Item>
  );
}
