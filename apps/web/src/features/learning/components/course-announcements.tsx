import { useLingui } from '@lingui/react';
import { Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { QueryError } from '../../../components/query-error';
import { RichText } from '../../../components/rich-text';
import type { Locale } from '../../../i18n/locales';
import { useActiveLocale } from '../../../i18n/use-active-locale';
import { useCourseAnnouncements } from '../api/get-course-announcements';
import { dateLocaleOf } from '../lib/localized';

const dateOf = (iso: string, locale: Locale) =>
  new Date(iso).toLocaleDateString(dateLocaleOf(locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The course's announcements in the player, newest first, a few at a time. */
export function CourseAnnouncements({ courseId }: { courseId: string }) {
  const titleId = useId();
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const query = useCourseAnnouncements(courseId);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  let body: React.ReactNode;
  if (query.isPending)
    body = <Skeleton height={60} role="status" aria-label={_('learning.announcements.loading')} />;
  else if (query.isError)
    body = (
      <QueryError
        error={query.error}
        onRetry={() => void query.refetch()}
        title={_('learning.announcements.error')}
      />
    );
  else if (items.length === 0) body = <Text c="dimmed">{_('learning.announcements.none')}</Text>;
  else
    body = (
      <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((announcement) => (
          <Paper component="li" key={announcement.id} withBorder radius="md" p="md">
            <Title order={3} size="h4">
              {announcement.title}
            </Title>
            <Text size="sm" c="dimmed" mb="xs">
              {announcement.authorName
                ? _('learning.announcements.byline', {
                    author: announcement.authorName,
                    date: dateOf(announcement.createdAt, locale),
                  })
                : dateOf(announcement.createdAt, locale)}
            </Text>
            <RichText html={announcement.body} />
          </Paper>
        ))}
      </Stack>
    );

  return (
    <Stack component="section" aria-labelledby={titleId} gap="sm" mt="xl">
      <Title order={2} size="h3" id={titleId}>
        {_('learning.announcements.title')}
      </Title>
      {body}
      {query.hasNextPage ? (
        <Button
          variant="light"
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          style={{ alignSelf: 'flex-start' }}
        >
          {_('learning.announcements.more')}
        </Button>
      ) : null}
    </Stack>
  );
}
