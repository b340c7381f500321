import { Anchor, Loader, Pagination, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDiscussionList } from '../../../api/discussions';
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
  // A notification's link (`?thread=`) opens its question at once.
  const [openId, setOpenId] = useState<string | null>(threadId ?? null);
  const [page, setPage] = useState(1);
  const list = useDiscussionList({ chapterId, page, limit: PAGE_SIZE });

  if (openId) return <DiscussionThreadView id={openId} onBack={() => setOpenId(null)} />;
  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        Questions about this chapter
      </Title>
      <Anchor component={Link} to={`/learn/${slug}/discussions`} size="sm">
        All questions in this course
      </Anchor>
      {list.isPending ? (
        <Loader role="status" aria-label="Loading questions" />
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} title="Questions could not load" />
      ) : list.data.total === 0 ? (
        <EmptyState title="No questions yet" description="Ask the first one below." headingOrder={3} />
      ) : (
        <DiscussionThreadList threads={list.data.items} onOpen={setOpenId} />
      )}
      {list.data && list.data.total > PAGE_SIZE ? (
        <Pagination
          total={Math.ceil(list.data.total / PAGE_SIZE)}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        />
      ) : null}
      <Title order={3} size="h4">
        Ask a question
      </Title>
      <DiscussionAskForm chapterId={chapterId} onAsked={setOpenId} />
    </Stack>
  );
}
