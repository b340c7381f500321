import type { AdminDiscussionReport } from '@coursewise/contract';
import { adminDiscussionRoutes } from '@coursewise/contract/routes';
import { Badge, Button, List, Stack, Text } from '@mantine/core';
import { call } from '../../lib/api-client';
import { formatDate, htmlToText, truncate } from '../../lib/format';
import { useAdminMutation } from '../api/admin-api';
import { AdminListPage } from '../components/admin-list-page';
import type { ListColumns } from '../components/data-table';
import { FilterSelect } from '../components/filter-select';
import { yesNo } from '../lib/admin-list-params';

const authorOf = (post: AdminDiscussionReport) => post.author.name ?? post.author.email;

const columns: ListColumns<'adminListDiscussionReports'> = [
  { key: 'lastReportedAt', header: 'Last report', render: (post) => formatDate(post.lastReportedAt) },
  {
    key: 'post',
    header: 'Post',
    width: '35%',
    render: (post) => (
      <Stack gap={2}>
        <Text size="sm" fw={600}>
          {post.kind === 'thread' ? post.title : `Reply to “${post.title}”`}
        </Text>
        <Text size="sm">{truncate(htmlToText(post.body), 200)}</Text>
      </Stack>
    ),
  },
  {
    key: 'where',
    header: 'Course and chapter',
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
    header: 'Author',
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
    header: 'Reports',
    render: (post) => (
      <Stack gap={2}>
        <Text size="sm" fw={600}>
          {post.reportCount === 1 ? '1 report' : `${post.reportCount} reports`}
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
    header: 'Status',
    render: (post) =>
      post.hidden ? (
        <Badge color="gray" variant="light">
          Hidden
        </Badge>
      ) : (
        <Badge color="teal" variant="light">
          Visible
        </Badge>
      ),
  },
];

/** Reported discussion posts, latest report first: hide one from learners, or show it again. */
export function ReportedPostsPage() {
  const setHidden = useAdminMutation({
    mutationFn: ({ post, hidden }: { post: AdminDiscussionReport; hidden: boolean }) =>
      call(
        post.kind === 'thread'
          ? adminDiscussionRoutes.adminHideDiscussionThread
          : adminDiscussionRoutes.adminHideDiscussionReply,
        { params: { id: post.id }, body: { hidden } },
      ),
    invalidates: ['discussions', 'audit'],
    successMessage: (post) => (post.hidden ? 'Post hidden from learners' : 'Post shown again'),
  });

  return (
    <AdminListPage
      route={adminDiscussionRoutes.adminListDiscussionReports}
      columns={columns}
      filters={{ hidden: yesNo }}
      title="Reported posts"
      description="Questions and replies learners reported. A hidden post disappears for learners at once."
      label="Reported posts"
      isSearchable={false}
      rowKey={(post) => `${post.kind}:${post.id}`}
      toolbar={(controls) => (
        <FilterSelect
          label="Status"
          name="hidden"
          controls={controls}
          options={[
            { value: '', label: 'All' },
            { value: 'false', label: 'Visible' },
            { value: 'true', label: 'Hidden' },
          ]}
        />
      )}
      rowActions={(post) => (
        <Button
          size="xs"
          variant="default"
          aria-label={`${post.hidden ? 'Unhide' : 'Hide'} the ${post.kind === 'thread' ? 'question' : 'reply'} by ${authorOf(post)}: ${truncate(post.title, 60)}`}
          loading={setHidden.isPending && setHidden.variables?.post.id === post.id}
          onClick={() => setHidden.mutate({ post, hidden: !post.hidden })}
        >
          {post.hidden ? 'Unhide' : 'Hide'}
        </Button>
      )}
      empty={{
        title: 'No reported posts',
        description: 'Posts appear here when learners report a question or a reply.',
      }}
    />
  );
}
