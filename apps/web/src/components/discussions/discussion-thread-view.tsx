import { useLingui } from '@lingui/react';
import { Alert, Badge, Button, Group, Loader, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import {
  useDeletePost,
  useDiscussion,
  useEditThread,
  useSetResolved,
  useSetUpvote,
} from '../../api/discussions';
import { QueryError } from '../query-error';
import { RichText } from '../rich-text';
import { PostByline } from './discussion-badges';
import { DiscussionEditForm, EditWindowHint } from './discussion-edit-form';
import { DiscussionReplyForm } from './discussion-reply-form';
import { DiscussionReplyItem } from './discussion-reply-item';
import { DiscussionReportButton } from './discussion-report-button';

interface DiscussionThreadViewProps {
  id: string;
  onBack: () => void;
  /** The chapter's title above the question, where the list spans a whole course. */
  showChapter?: boolean;
}

/** One thread: the question (its author edits it a while), its replies (answers marked), and the reply form. */
export function DiscussionThreadView({ id, onBack, showChapter = false }: DiscussionThreadViewProps) {
  const { _ } = useLingui();
  const details = useDiscussion(id);
  const upvote = useSetUpvote(id);
  const resolve = useSetResolved(id);
  const remove = useDeletePost(id);
  const edit = useEditThread(id);
  const [isEditing, setEditing] = useState(false);

  const back = (
    <Button variant="subtle" onClick={onBack} style={{ alignSelf: 'flex-start' }}>
      {_('learning.discussions.back')}
    </Button>
  );
  if (details.isPending)
    return <Loader role="status" aria-label={_('learning.discussions.loadingQuestion')} />;
  if (details.isError)
    return (
      <Stack>
        {back}
        <QueryError
          error={details.error}
          onRetry={() => void details.refetch()}
          title={_('learning.discussions.questionError')}
        />
      </Stack>
    );
  const pages = details.data.pages;
  // The newest page answers the thread as it is now; replies are every page's, oldest first.
  const thread = (pages[pages.length - 1] ?? pages[0])?.thread;
  if (!thread) return null;
  const total = pages[pages.length - 1]?.replies.total ?? 0;
  const replies = pages.flatMap((page) => page.replies.items);
  const failure = [upvote, resolve, remove].find((m) => m.isError)?.error;

  return (
    <Stack gap="md">
      {back}
      {showChapter ? (
        <Badge variant="light" color="gray" style={{ alignSelf: 'flex-start' }}>
          {thread.chapterTitle}
        </Badge>
      ) : null}
      {isEditing ? (
        <DiscussionEditForm
          what="question"
          title={thread.title}
          body={thread.body}
          isSaving={edit.isPending}
          error={edit.error}
          onCancel={() => {
            edit.reset();
            setEditing(false);
          }}
          onSave={(post) => edit.mutate(post, { onSuccess: () => setEditing(false) })}
        />
      ) : (
        <>
          <Title order={2} size="h3">
            {thread.title}
          </Title>
          <PostByline author={thread.author} at={thread.createdAt} />
          {thread.hidden ? (
            <Badge color="gray" style={{ alignSelf: 'flex-start' }}>
              {_('learning.discussions.hiddenFromLearners')}
            </Badge>
          ) : null}
          <RichText html={thread.body} />
        </>
      )}
      <Group gap="xs" wrap="wrap">
        <Button
          variant={thread.upvoted ? 'filled' : 'default'}
          aria-pressed={thread.upvoted}
          loading={upvote.isPending}
          onClick={() => upvote.mutate(!thread.upvoted)}
        >
          {_('learning.discussions.upvote', { count: thread.upvoteCount })}
        </Button>
        {thread.canResolve ? (
          <Button
            variant="default"
            loading={resolve.isPending}
            onClick={() => resolve.mutate(!thread.resolved)}
          >
            {thread.resolved
              ? _('learning.discussions.markUnresolved')
              : _('learning.discussions.markResolved')}
          </Button>
        ) : null}
        {thread.canEdit && !isEditing ? (
          <>
            <Button variant="subtle" onClick={() => setEditing(true)}>
              {_('learning.discussions.editQuestion')}
            </Button>
            <Button
              variant="subtle"
              color="red"
              loading={remove.isPending}
              onClick={() => remove.mutate({ kind: 'thread', id: thread.id }, { onSuccess: onBack })}
            >
              {_('learning.discussions.deleteQuestion')}
            </Button>
          </>
        ) : null}
        <DiscussionReportButton kind="thread" id={thread.id} />
      </Group>
      {thread.canEdit && !isEditing ? <EditWindowHint createdAt={thread.createdAt} /> : null}
      {thread.resolved ? <Alert color="green">{_('learning.discussions.isResolved')}</Alert> : null}
      {failure ? (
        <Alert color="red" role="alert">
          {failure.message}
        </Alert>
      ) : null}
      <Title order={3} size="h4">
        {_('learning.discussions.replyCount', { count: total })}
      </Title>
      <Stack
        gap="sm"
        component="ul"
        aria-label={_('learning.discussions.replies')}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {replies.map((item) => (
          <li key={item.id}>
            <DiscussionReplyItem reply={item} />
          </li>
        ))}
      </Stack>
      {details.hasNextPage ? (
        <Button
          variant="default"
          onClick={() => void details.fetchNextPage()}
          loading={details.isFetchingNextPage}
          style={{ alignSelf: 'flex-start' }}
        >
          {_('learning.discussions.moreReplies', { count: total - replies.length })}
        </Button>
      ) : null}
      <DiscussionReplyForm key={thread.id} threadId={thread.id} />
    </Stack>
  );
}
