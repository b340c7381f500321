import { useLingui } from '@lingui/react';
import { Alert, Button, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useReply } from '../../api/discussions';
import { LazyRichTextEditor } from '../lazy-rich-text-editor';

/** Answer or reply to a thread in rich text; staff replies are marked as answers by the server. */
export function DiscussionReplyForm({ threadId }: { threadId: string }) {
  const { _ } = useLingui();
  const reply = useReply(threadId);
  const [body, setBody] = useState('');
  // A new editor after each post: it starts empty without racing the editor's own state.
  const [round, setRound] = useState(0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    reply.mutate(body, {
      onSuccess: () => {
        setBody('');
        setRound((n) => n + 1);
      },
    });
  };
  return (
    <form onSubmit={submit} aria-label={_('learning.discussions.reply')}>
      <Stack gap="sm">
        <LazyRichTextEditor
          key={round}
          label={_('learning.discussions.yourReply')}
          toolbar="compact"
          stickyOffset={0}
          value={body}
          onChange={setBody}
        />
        {reply.isError ? (
          <Alert color="red" role="alert">
            {reply.error.message}
          </Alert>
        ) : null}
        <Button type="submit" loading={reply.isPending} style={{ alignSelf: 'flex-start' }}>
          {_('learning.discussions.postReply')}
        </Button>
      </Stack>
    </form>
  );
}
