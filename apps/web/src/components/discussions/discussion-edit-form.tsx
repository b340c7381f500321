import { discussionLimits } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useActiveLocale } from '../../i18n/use-active-locale';
import { LazyRichTextEditor } from '../lazy-rich-text-editor';
import { formatClockTime } from './discussion-format';

interface DiscussionEditFormProps {
  /** What the form edits, for its name and its body's label ("question", "reply"). */
  what: 'question' | 'reply';
  /** A question has a title; a reply has none. */
  title?: string;
  body: string;
  isSaving: boolean;
  error: Error | null;
  onSave: (post: { title: string; body: string }) => void;
  onCancel: () => void;
}

/** The author's edit of their own post: the same fields as when writing it, then Save or Cancel. */
export function DiscussionEditForm({
  what,
  title,
  body,
  isSaving,
  error,
  onSave,
  onCancel,
}: DiscussionEditFormProps) {
  const { _ } = useLingui();
  const [newTitle, setNewTitle] = useState(title ?? '');
  const [newBody, setNewBody] = useState(body);
  const hasTitle = title !== undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if ((hasTitle && !newTitle.trim()) || !newBody.trim()) return;
    onSave({ title: newTitle.trim(), body: newBody });
  };
  return (
    <form
      onSubmit={submit}
      aria-label={
        what === 'question'
          ? _('learning.discussions.editYourQuestion')
          : _('learning.discussions.editYourReply')
      }
    >
      <Stack gap="sm">
        {hasTitle ? (
          <TextInput
            label={_('learning.discussions.titleLabel')}
            required
            maxLength={discussionLimits.titleMax}
            value={newTitle}
            onChange={(event) => setNewTitle(event.currentTarget.value)}
          />
        ) : null}
        <LazyRichTextEditor
          label={
            what === 'question' ? _('learning.discussions.yourQuestion') : _('learning.discussions.yourReply')
          }
          toolbar="compact"
          stickyOffset={0}
          value={newBody}
          onChange={setNewBody}
        />
        {error ? (
          <Alert color="red" role="alert" title={_('learning.discussions.notSaved')}>
            {error.message}
          </Alert>
        ) : null}
        <Group gap="xs">
          <Button type="submit" loading={isSaving}>
            {_('learning.discussions.saveChanges')}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={isSaving}>
            {_('learning.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "You can edit or delete it until 10:45": the window the server allows (`canEdit`), for the author. */
export function EditWindowHint({ createdAt }: { createdAt: string }) {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const until = new Date(Date.parse(createdAt) + discussionLimits.editWindowMinutes * 60_000);
  return (
    <span style={{ fontSize: 'var(--mantine-font-size-xs)', color: 'var(--mantine-color-dimmed)' }}>
      {_('learning.discussions.editWindow', { time: formatClockTime(until, locale) })}
    </span>
  );
}
