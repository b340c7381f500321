import type { AdminDiscussionReport } from '@coursewise/contract';
import { adminDiscussionRoutes } from '@coursewise/contract/routes';
import { useLingui } from '@lingui/react';
import { Badge, Button, List, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { Locale } from '../../i18n/locales';
import { useActiveLocale } from '../../i18n/use-active-locale';
import { call } from '../../lib/api-client';
import { formatDate, htmlToText, truncate } from '../../lib/format';
import { useAdminMutation } from '../api/admin-api';
import { AdminListPage } from '../components/admin-list-page';
import type { ListColumns } from '../components/data-table';
import { FilterSelect } from '../components/filter-select';
import { yesNo } from '../lib/admin-list-params';
import { dateLocale, type Translate } from '../lib/locale-text';

const authorOf = (post: AdminDiscussionReport) => post.author.name ?? post.author.email;

const reportColumns = (_: Translate, locale: Locale): ListColumns<'adminListDiscussionReports'> => [
  {
    key: 'lastReportedAt',
    header: _('console.reported.col.lastReport'),
    render: (post) => formatDate(post.lastReportedAt, dateLocale(locale)),
  },
  {
    key: 'post',
    header: _('console.reported.col.post'),
    width: '35%',
    render: (post) => (
      <Stack gap={2}>
        <Text size="sm" fw={600}>
          {post.kind === 'thread' ? post.title : _('console.reported.replyTo', { title: post.title })}
        </Text>
        <Text size="sm">{truncate(htmlToText(post.body), 200)}</Text>
      </Stack>
    ),
  },
  {
    key: 'where',
    header: _('console.reported.col.where'),
    render: (post) => (
      <Stack gap={0}>
        <Text size="sm">{post.course.title}</Text>
        <Text size="xs" c="dimmed">
          {post.chapter.title}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'author',
    header: _('console.reported.col.author'),
    render: ({ author }) => (
      <Stack gap={0}>
        <Text size="sm">{author.name ?? author.email}</Text>
        {author.name ? (
          <Text size="xs" c="dimmed">
            {author.email}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  {
    key: 'reports',
    header: _('console.reported.col.reports'),
    render: (post) => (
      <Stack gap={2}>
        <Text size="sm" fw={600}>
          {_('console.reported.count', { count: post.reportCount })}
        </Text>
        <List size="xs" spacing={0}>
          {post.reasons.map((reason, index) => (
            // Reasons repeat; their order is the server's (newest first).
            // biome-ignore lint/suspicious/noArrayIndexKey: a reason has no id of its own.
            <List.Item key={index}>{truncate(reason, 120)}</List.Item>
          ))}
        </List>
      </Stack>
    ),
  },
  {
    key: 'status',
    header: _('console.users.col.status'),
    render: (post) =>
      post.hidden ? (
        <Badge color="gray" variant="light">
          {_('console.reported.hidden')}
        </Badge>
      ) : (
        <Badge color="teal" variant="light">
          {_('console.reported.visible')}
        </Badge>
      ),
  },
];

/** The name of a row's button: what it does, to which kind of post, by whom. */
function actionLabel(_: Translate, post: AdminDiscussionReport): string {
  const values = { author: authorOf(post), title: truncate(post.title, 60) };
  if (post.kind === 'thread')
    return post.hidden
      ? _('console.reported.unhideQuestion', values)
      : _('console.reported.hideQuestion', values);
  return post.hidden ? _('console.reported.unhideReply', values) : _('console.reported.hideReply', values);
}

/** Reported discussion posts, latest report first: hide one from learners, or show it again. */
export function ReportedPostsPage() {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const columns = useMemo(() => reportColumns(_, locale), [_, locale]);
  const setHidden = useAdminMutation({
    mutationFn: ({ post, hidden }: { post: AdminDiscussionReport; hidden: boolean }) =>
      call(
        post.kind === 'thread'
          ? adminDiscussionRoutes.adminHideDiscussionThread
          : adminDiscussionRoutes.adminHideDiscussionReply,
        { params: { id: post.id }, body: { hidden } },
      ),
    invalidates: ['discussions', 'audit'],
    successMessage: (post) =>
      post.hidden ? _('console.reported.toast.hidden') : _('console.reported.toast.shown'),
  });

  return (
    <AdminListPage
      route={adminDiscussionRoutes.adminListDiscussionReports}
      columns={columns}
      filters={{ hidden: yesNo }}
      title={_('console.nav.reportedPosts')}
      description={_('console.reported.description')}
      label={_('console.nav.reportedPosts')}
      isSearchable={false}
      rowKey={(post) => `${post.kind}:${post.id}`}
      toolbar={(controls) => (
        <FilterSelect
          label={_('console.users.col.status')}
          name="hidden"
          controls={controls}
          options={[
            { value: '', label: _('console.reported.filter.all') },
            { value: 'false', label: _('console.reported.visible') },
            { value: 'true', label: _('console.reported.hidden') },
          ]}
        />
      )}
      rowActions={(post) => (
        <Button
          size="xs"
          variant="default"
          aria-label={actionLabel(_, post)}
          loading={setHidden.isPending && setHidden.variables?.post.id === post.id}
          onClick={() => setHidden.mutate({ post, hidden: !post.hidden })}
        >
          {post.hidden ? _('console.reported.unhide') : _('console.reported.hide')}
        </Button>
      )}
      empty={{ title: _('console.reported.empty'), description: _('console.reported.emptyHint') }}
    />
  );
}
