import { Button, Group } from '@mantine/core';
import { PagedListPage, usePageParam } from '../../../components/paged-list-page';
import { pluralise } from '../../../lib/format';
import { NOTIFICATIONS_PAGE_SIZE, useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { NotificationList, NotificationListSkeleton } from '../components/notification-list';
import { useMarkOpened } from '../hooks/use-mark-opened';

/** /notifications (signed in): every notification, newest first, paged; mark one or all as read. */
export function NotificationsPage() {
  const [page, setPage] = usePageParam();
  const query = useNotifications(page, NOTIFICATIONS_PAGE_SIZE);
  const markRead = useMarkNotificationsRead();
  const markOpened = useMarkOpened();
  const unread = query.data?.unread ?? 0;

  return (
    <PagedListPage
      title="Notifications"
      countLabel={(total) => `${pluralise(total, 'notification')}, ${unread} unread`}
      query={query}
      page={page}
      onPageChange={setPage}
      size="md"
      loading={<NotificationListSkeleton />}
      errorTitle="Your notifications could not load"
      empty={{
        title: 'No notifications yet',
        description:
          'Answers to your questions, course announcements, certificates, refunds and gifts show up here.',
        actionLabel: 'Go to My learning',
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
              Mark all as read
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
