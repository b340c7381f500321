import type { Announcement } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Pagination, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { QueryError } from '../../../components/query-error';
import { RichText } from '../../../components/rich-text';
import { useActiveLocale } from '../../../i18n/use-active-locale';
import { ANNOUNCEMENTS_PAGE_SIZE, useEditorAnnouncements } from '../api/announcements';
import { dateLocale } from '../lib/editor-i18n';

const dateOf = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  });

function AnnouncementItem({ announcement }: { announcement: Announcement }) {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const date = dateOf(announcement.createdAt, dateLocale(locale));
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Title order={3} size="h5">
        {announcement.title}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {announcement.authorName
          ? _('editor.announcements.byline', { author: announcement.authorName, date })
          : _('editor.announcements.date', { date })}
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
  const { _ } = useLingui();
  const list = useEditorAnnouncements(courseId, page);
  if (list.isPending)
    return (
      <Stack gap="sm" role="status" aria-label={_('editor.announcements.loading')}>
        <Skeleton height={72} />
        <Skeleton height={72} />
      </Stack>
    );
  if (list.isError)
    return (
      <QueryError
        error={list.error}
        onRetry={() => void list.refetch()}
        title={_('editor.announcements.loadFailed')}
      />
    );
  const { items, total } = list.data;
  if (total === 0) return <Text c="dimmed">{_('editor.announcements.empty')}</Text>;
  const pages = Math.max(1, Math.ceil(total / ANNOUNCEMENTS_PAGE_SIZE));
  return (
    <Stack gap="md">
      <Stack
        gap="sm"
        component="ul"
        aria-label={_('editor.announcements.list')}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {items.map((announcement) => (
          <AnnouncementItem key={announcement.id} announcement={announcement} />
        ))}
      </Stack>
      {pages > 1 ? (
        <nav aria-label={_('editor.announcements.pages')}>
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onPage}
            getControlProps={(control) => ({
              'aria-label':
                control === 'next' ? _('editor.announcements.next') : _('editor.announcements.previous'),
            })}
            getItemProps={(item) => ({ 'aria-label': _('editor.announcements.page', { page: item }) })}
          />
        </nav>
      ) : null}
    </Stack>
  );
}
