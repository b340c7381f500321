import { useLingui } from '@lingui/react';
import { Anchor, Loader, Pagination, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDiscussionList } from '../../../api/discussions';
import { pageControlLabel } from '../../../components/discussions/discussion-format';
import { DiscussionThreadList } from '../../../components/discussions/discussion-thread-list';
import { DiscussionThreadView } from '../../../components/discussions/discussion-thread-view';
import { EmptyState } from '../../../components/empty-state';
import { QueryError } from '../../../components/query-error';
import { DiscussionAskForm } from './discussion-ask-form';

const PAGE_SIZE = 10;

/** The player's Discussion tab: the chapter's questions, a way to ask, and one thread opened. */
export function DiscussionPanel({
  chapterId,
  slug,
  threadId,
}: {
  chapterId: string;
  slug: string;
  threadId?: string | null;
}) {
  const { _ } = useLingui();
  // A notification's link (`?thread=`) opens its question at once.
  const [openId, setOpenId] = useState<string | null>(threadId ?? null);
  const [page, setPage] = useState(1);
  const list = useDiscussionList({ chapterId, page, limit: PAGE_SIZE });

  if (openId) return <DiscussionThreadView id={openId} onBack={() => setOpenId(null)} />;
  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        {_('learning.discussions.aboutChapter')}
      </Title>
      <Anchor component={Link} to={`/learn/${slug}/discussions`} size="sm">
        {_('learning.discussions.allInCourse')}
      </Anchor>
      {list.isPending ? (
        <Loader role="status" aria-label={_('learning.discussions.loading')} />
      ) : list.isError ? (
        <QueryError
          error={list.error}
          onRetry={() => void list.refetch()}
          title={_('learning.discussions.error')}
        />
      ) : list.data.total === 0 ? (
        <EmptyState
          title={_('learning.discussions.none')}
          description={_('learning.discussions.askFirst')}
          headingOrder={3}
        />
      ) : (
        <DiscussionThreadList threads={list.data.items} onOpen={setOpenId} />
      )}
      {list.data && list.data.total > PAGE_SIZE ? (
        <Pagination
          total={Math.ceil(list.data.total / PAGE_SIZE)}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({ 'aria-label': pageControlLabel(_, control) })}
        />
      ) : null}
      <Title order={3} size="h4">
        {_('learning.discussions.ask')}
      </Title>
      <DiscussionAskForm chapterId={chapterId} onAsked={setOpenId} />
    </Stack>
  );
}
