import { type EditNoteBody, type Note, noteLimits } from '@coursewise/contract';
import { formatNoteTime } from '@coursewise/contract/note-time';
import { useLingui } from '@lingui/react';
import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useId, useRef, useState } from 'react';

interface NoteItemProps {
  note: Note;
  /** Seeks the chapter's video to the note's time; absent where there is no video to seek. */
  onSeek?: (seconds: number) => void;
  onSave: (body: EditNoteBody) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
}

/** One note: its stamp (a button that seeks when there is a video), its text, edit and delete with a confirmation. */
export function NoteItem({ note, onSeek, onSave, onDelete }: NoteItemProps) {
  const { _ } = useLingui();
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm'>('view');
  const [draft, setDraft] = useState(note.body);
  const [isBusy, setBusy] = useState(false);
  const keepRef = useRef<HTMLButtonElement>(null);
  const textId = useId();
  const stamp = note.positionSeconds === null ? null : formatNoteTime(note.positionSeconds);

  const run = async (work: () => Promise<unknown>, after: () => void) => {
    setBusy(true);
    try {
      await work();
      after();
    } catch {
      // The failure is shown as a toast; the note and the draft stay as they were.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-labelledby={textId}>
      <Stack gap="xs">
        {stamp !== null && note.positionSeconds !== null ? (
          onSeek ? (
            <Button
              variant="light"
              size="compact-sm"
              w="fit-content"
              aria-label={_('learning.notes.playFrom', { time: stamp })}
              onClick={() => note.positionSeconds !== null && onSeek(note.positionSeconds)}
            >
              {stamp}
            </Button>
          ) : (
            <Text size="sm" fw={600} c="blue.8">
              {stamp}
            </Text>
          )
        ) : null}
        {mode === 'edit' ? (
          <Textarea
            label={_('learning.notes.edit')}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            maxLength={noteLimits.bodyMax}
            autosize
            minRows={2}
            data-autofocus
          />
        ) : (
          <Text id={textId} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {note.body}
          </Text>
        )}
        {mode === 'view' ? (
          <Group gap="xs">
            <Button variant="subtle" size="compact-sm" onClick={() => setMode('edit')}>
              {_('learning.notes.editButton')}
            </Button>
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              onClick={() => {
                setMode('confirm');
                queueMicrotask(() => keepRef.current?.focus());
              }}
            >
              {_('learning.notes.delete')}
            </Button>
          </Group>
        ) : null}
        {mode === 'edit' ? (
          <Group gap="xs">
            <Button
              size="compact-sm"
              loading={isBusy}
              disabled={draft.trim() === ''}
              onClick={() =>
                run(
                  () => onSave({ body: draft }),
                  () => setMode('view'),
                )
              }
            >
              {_('learning.notes.save')}
            </Button>
            <Button
              variant="default"
              size="compact-sm"
              onClick={() => {
                setDraft(note.body);
                setMode('view');
              }}
            >
              {_('learning.cancel')}
            </Button>
          </Group>
        ) : null}
        {mode === 'confirm' ? (
          <Group gap="xs" role="group" aria-label={_('learning.notes.confirmDelete')}>
            <Text size="sm">{_('learning.notes.confirmDelete')}</Text>
            <Button color="red" size="compact-sm" loading={isBusy} onClick={() => run(onDelete, () => {})}>
              {_('learning.notes.yesDelete')}
            </Button>
            <Button ref={keepRef} variant="default" size="compact-sm" onClick={() => setMode('view')}>
              {_('learning.notes.keep')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
