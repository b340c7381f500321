import type { Announcement } from '@coursewise/contract';
import { Pagination, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { QueryError } from '../../../components/query-error';
import { RichText } from '../../../components/rich-text';
import { ANNOUNCEMENTS_PAGE_SIZE, useEditorAnnouncements } from '../api/announcements';

const dateOf = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  });

function AnnouncementItem({ announcement }: { announcement: Announcement }) {
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Title order={3} size="h5">
        {announcement.title}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {announcement.authorName ? `${announcement.authorName}, ` : ''}
        {dateOf(announcement.createdAt)} UTC
      </Text>
      <RichText html={announcement.body} />
    </Paper>
  );
}

/** The course's posted announcements, newest first, a page at a time. */
export function AnnouncementList({
  courseId,
  page,
  onPage,
}: {
  courseId: string;
  page: number;
  onPage: (page: number) => void;
}) {
  const list = useEditorAnnouncements(courseId, page);
  if (list.isPending)
    return (
      <Stack gap="sm" role="status" aria-label="Loading announcements">
        <Skeleton height={72} />
        <Skeleton height={72} />
      </Stack>
    );
  if (list.isError)
    return (
      <QueryError
        error={list.error}
        onRetry={() => void list.refetch()}
        title="Announcements could not load"
      />
    );
  const { items, total } = list.data;
  if (total === 0)
    return (
      <Text c="dimmed">
        No announcements yet. Posted ones appear here and under each chapter of the player.
      </Text>
    );
  const pages = Math.max(1, Math.ceil(total / ANNOUNCEMENTS_PAGE_SIZE));
  return (
    <Stack gap="md">
      <Stack
        gap="sm"
        component="ul"
        aria-label="Posted announcements"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {items.map((announcement) => (
          <AnnouncementItem key={announcement.id} announcement={announcement} />
        ))}
      </Stack>
      {pages > 1 ? (
        <nav aria-label="Announcement pages">
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onPage}
            getControlProps={(control) => ({
              'aria-label': control === 'next' ? 'Next page' : 'Previous page',
            })}
            getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
          />
        </nav>
      ) : null}
    </Stack>
  );
}
