import type { DiscussionReply } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Alert, Badge, Button, Group, Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { useDeletePost, useEditReply } from '../../api/discussions';
import { RichText } from '../rich-text';
import { PostByline } from './discussion-badges';
import { DiscussionEditForm, EditWindowHint } from './discussion-edit-form';
import { DiscussionReportButton } from './discussion-report-button';

/** One reply: an instructor's or admin's is marked as the answer; its author may edit or delete it a while. */
export function DiscussionReplyItem({ reply }: { reply: DiscussionReply }) {
  const { _ } = useLingui();
  const [isEditing, setEditing] = useState(false);
  const edit = useEditReply(reply.threadId);
  const remove = useDeletePost(reply.threadId);
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      bg={reply.isStaffAnswer ? 'teal.0' : undefined}
      aria-label={
        reply.isStaffAnswer
          ? _('learning.discussions.answerBy', { name: reply.author.name })
          : _('learning.discussions.replyBy', { name: reply.author.name })
      }
      component="article"
    >
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          <PostByline author={reply.author} at={reply.createdAt} />
          {reply.isStaffAnswer ? (
            <Badge color="teal" size="sm">
              {_('learning.discussions.answer')}
            </Badge>
          ) : null}
          {reply.hidden ? (
            <Badge color="gray" size="sm">
              {_('learning.discussions.hidden')}
            </Badge>
          ) : null}
        </Group>
        {isEditing ? (
          <DiscussionEditForm
            what="reply"
            body={reply.body}
            isSaving={edit.isPending}
            error={edit.error}
            onCancel={() => {
              edit.reset();
              setEditing(false);
            }}
            onSave={({ body }) => edit.mutate({ id: reply.id, body }, { onSuccess: () => setEditing(false) })}
          />
        ) : (
          <RichText html={reply.body} />
        )}
        {remove.isError ? (
          <Alert role="alert" color="red">
            {remove.error.message}
          </Alert>
        ) : null}
        <Group gap="xs" wrap="wrap">
          {reply.canEdit && !isEditing ? (
            <>
              <Button size="xs" variant="subtle" onClick={() => setEditing(true)}>
                {_('learning.discussions.editReply')}
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                loading={remove.isPending}
                onClick={() => remove.mutate({ kind: 'reply', id: reply.id })}
              >
                {_('learning.discussions.deleteReply')}
              </Button>
              <EditWindowHint createdAt={reply.createdAt} />
            </>
          ) : null}
          <DiscussionReportButton kind="reply" id={reply.id} />
        </Group>
      </Stack>
    </Paper>
  );
}
