import { useLingui } from '@lingui/react';
import { Button, Group } from '@mantine/core';
import { PagedListPage, usePageParam } from '../../../components/paged-list-page';
import { NOTIFICATIONS_PAGE_SIZE, useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { NotificationList, NotificationListSkeleton } from '../components/notification-list';
import { useMarkOpened } from '../hooks/use-mark-opened';

/** /notifications (signed in): every notification, newest first, paged; mark one or all as read. */
export function NotificationsPage() {
  const { _ } = useLingui();
  const [page, setPage] = usePageParam();
  const query = useNotifications(page, NOTIFICATIONS_PAGE_SIZE);
  const markRead = useMarkNotificationsRead();
  const markOpened = useMarkOpened();
  const unread = query.data?.unread ?? 0;

  return (
    <PagedListPage
      title={_('profile.notifications.title')}
      countLabel={(total) => _('profile.notifications.count', { total, unread })}
      query={query}
      page={page}
      onPageChange={setPage}
      size="md"
      loading={<NotificationListSkeleton />}
      errorTitle={_('profile.notifications.loadFailed')}
      empty={{
        title: _('profile.notifications.emptyTitle'),
        description: _('profile.notifications.emptyText'),
        actionLabel: _('profile.notifications.emptyAction'),
        actionTo: '/my-learning',
      }}
    >
      {(items) => (
        <>
          <Group justify="flex-end">
            <Button
              variant="default"
              disabled={unread === 0}
              loading={markRead.isPending}
              onClick={() => markRead.mutate({ all: true })}
            >
              {_('profile.notifications.markAll')}
            </Button>
          </Group>
          <NotificationList
            items={items}
            onOpen={markOpened}
            onMarkRead={(notification) => markRead.mutate({ ids: [notification.id] })}
            isMarking={markRead.isPending}
          />
        </>
      )}
    </PagedListPage>
  );
}
