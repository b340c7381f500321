import { discussionLimits } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useAskQuestion } from '../../../api/discussions';
import { LazyRichTextEditor } from '../../../components/lazy-rich-text-editor';

/** Ask a question about the chapter: a title and the question in rich text (the server sanitises it). */
export function DiscussionAskForm({
  chapterId,
  onAsked,
}: {
  chapterId: string;
  onAsked: (id: string) => void;
}) {
  const { _ } = useLingui();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const ask = useAskQuestion();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim() || !body.trim()) return;
    ask.mutate(
      { chapterId, title: title.trim(), body },
      {
        onSuccess: (thread) => {
          setTitle('');
          setBody('');
          onAsked(thread.id);
        },
      },
    );
  };
  return (
    <form onSubmit={submit} aria-label={_('learning.discussions.ask')}>
      <Stack gap="sm">
        <TextInput
          label={_('learning.discussions.titleLabel')}
          required
          maxLength={discussionLimits.titleMax}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
        />
        <LazyRichTextEditor
          label={_('learning.discussions.yourQuestion')}
          toolbar="compact"
          stickyOffset={0}
          value={body}
          onChange={setBody}
        />
        {ask.isError ? (
          <Alert color="red" role="alert">
            {ask.error.message}
          </Alert>
        ) : null}
        <Button type="submit" loading={ask.isPending} style={{ alignSelf: 'flex-start' }}>
          {_('learning.discussions.postQuestion')}
        </Button>
      </Stack>
    </form>
  );
}
