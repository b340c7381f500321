import { Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { QueryError } from '../../../components/query-error';
import { RichText } from '../../../components/rich-text';
import { useCourseAnnouncements } from '../api/get-course-announcements';

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The course's announcements in the player, newest first, a few at a time. */
export function CourseAnnouncements({ courseId }: { courseId: string }) {
  const titleId = useId();
  const query = useCourseAnnouncements(courseId);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  let body: React.ReactNode;
  if (query.isPending) body = <Skeleton height={60} role="status" aria-label="Loading announcements" />;
  else if (query.isError)
    body = (
      <QueryError
        error={query.error}
        onRetry={() => void query.refetch()}
        title="Announcements could not load"
      />
    );
  else if (items.length === 0) body = <Text c="dimmed">No announcements yet.</Text>;
  else
    body = (
      <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((announcement) => (
          <Paper component="li" key={announcement.id} withBorder radius="md" p="md">
            <Title order={3} size="h4">
              {announcement.title}
            </Title>
            <Text size="sm" c="dimmed" mb="xs">
              {announcement.authorName ? `${announcement.authorName}, ` : ''}
              {dateOf(announcement.createdAt)}
            </Text>
            <RichText html={announcement.body} />
          </Paper>
        ))}
      </Stack>
    );

  return (
    <Stack component="section" aria-labelledby={titleId} gap="sm" mt="xl">
      <Title order={2} size="h3" id={titleId}>
        Announcements
      </Title>
      {body}
      {query.hasNextPage ? (
        <Button
          variant="light"
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          style={{ alignSelf: 'flex-start' }}
        >
          Show more
        </Button>
      ) : null}
    </Stack>
  );
}
