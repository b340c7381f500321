import { useLingui } from '@lingui/react';
import { Group, Indicator, Menu, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { BELL_SIZE, useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { useMarkOpened } from '../hooks/use-mark-opened';
import { useNotificationStream } from '../hooks/use-notification-stream';
import { badgeText, bellLabel } from '../lib/unread-label';
import { BellItems } from './bell-items';
import classes from './notifications.module.css';

// Above the toasts (react-toastify, 9999) like the account menu, so a toast cannot swallow a click.
const MENU_Z_INDEX = 10_000;

/**
 * The signed-in header's bell: the unread count, and a menu with the latest few, "Mark all as read"
 * and "See all notifications". It also keeps the live stream open, so the count moves without a reload.
 */
export function NotificationBell() {
  useNotificationStream(true);
  const { _ } = useLingui();
  const list = useNotifications(1, BELL_SIZE);
  const markRead = useMarkNotificationsRead();
  const markOpened = useMarkOpened();
  const unread = list.data?.unread ?? 0;

  return (
    <Menu position="bottom-end" width={340} shadow="md" withinPortal zIndex={MENU_Z_INDEX}>
      <Menu.Target>
        <UnstyledButton className={classes.bell} aria-label={bellLabel(_, unread)}>
          <Indicator
            disabled={unread === 0}
            label={badgeText(unread)}
            size={18}
            color="red.9"
            offset={2}
            aria-hidden="true"
          >
            <BellIcon />
          </Indicator>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown className={classes.dropdown}>
        {/* Wraps where the words are long (German), so the menu stays within a phone's width. */}
        <Group justify="space-between" wrap="wrap" gap={4} px="sm" py={6}>
          <Text fw={700} size="sm">
            {_('shared.notifications.title')}
          </Text>
          <Menu.Item
            className={classes.markAll}
            closeMenuOnClick={false}
            disabled={unread === 0 || markRead.isPending}
            onClick={() => markRead.mutate({ all: true })}
          >
            {_('shared.notifications.markAllRead')}
          </Menu.Item>
        </Group>
        <Menu.Divider />
        <BellItems query={list} onOpen={markOpened} />
        <Menu.Divider />
        <Menu.Item component={Link} to="/notifications" fw={600}>
          {_('shared.notifications.seeAll')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** Drawn here, not in the shared icons: the shell's first script should not carry it. */
function BellIcon() {
  return (
    <svg
      width={22}
      height={22}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}
