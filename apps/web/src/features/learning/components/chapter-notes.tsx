import { noteLimits } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Anchor, Button, Group, Loader, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { useNotes } from '../api/get-notes';
import { useAddNote, useDeleteNote, useEditNote } from '../api/note-writes';
import { NoteItem } from './note-item';

interface ChapterNotesProps {
  courseId: string;
  slug: string;
  chapterId: string;
  /** The chapter's video element when it has one: notes are stamped with its time and seek it. */
  getVideo?: () => HTMLVideoElement | null;
}

/** The player's "Notes" panel: the learner's private notes on this chapter, stamped on a video chapter. */
export function ChapterNotes({ courseId, slug, chapterId, getVideo }: ChapterNotesProps) {
  const { _ } = useLingui();
  const notes = useNotes({ courseId, chapterId });
  const add = useAddNote(courseId);
  const edit = useEditNote(courseId);
  const remove = useDeleteNote(courseId);
  const [draft, setDraft] = useState('');

  const currentSeconds = () => {
    const video = getVideo?.();
    return video ? Math.floor(video.currentTime) : undefined;
  };
  const seek = getVideo
    ? (seconds: number) => {
        const video = getVideo();
        if (!video) return;
        video.currentTime = seconds;
        video.focus();
      }
    : undefined;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (draft.trim() === '' || add.isPending) return;
    const positionSeconds = currentSeconds();
    add.mutate({ chapterId, body: draft, positionSeconds }, { onSuccess: () => setDraft('') });
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="chapter-notes-title">
      <Title order={2} size="h3" id="chapter-notes-title">
        {_('learning.notes.panelTitle')}
      </Title>
      <form onSubmit={submit}>
        <Stack gap="xs">
          <Textarea
            label={_('learning.notes.newNote')}
            description={getVideo ? _('learning.notes.privateStamped') : _('learning.notes.private')}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            maxLength={noteLimits.bodyMax}
            autosize
            minRows={2}
          />
          <Button type="submit" w="fit-content" loading={add.isPending} disabled={draft.trim() === ''}>
            {_('learning.notes.add')}
          </Button>
        </Stack>
      </form>
      {notes.isPending ? (
        <Loader size="sm" role="status" aria-label={_('learning.notes.loading')} />
      ) : notes.isError ? (
        <QueryError
          error={notes.error}
          onRetry={() => void notes.refetch()}
          title={_('learning.notes.error')}
        />
      ) : notes.data.items.length === 0 ? (
        <Text c="dimmed">{_('learning.notes.noneInChapter')}</Text>
      ) : (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={_('learning.notes.inChapter')}
        >
          {notes.data.items.map((note) => (
            <NoteItem
              key={note.id}
              note={note}
              onSeek={seek}
              onSave={(body) => edit.mutateAsync({ id: note.id, ...body })}
              onDelete={() => remove.mutateAsync(note.id)}
            />
          ))}
        </Stack>
      )}
      <Group gap="md" wrap="wrap">
        <Anchor component={Link} to={`/learn/${slug}/notes`} size="sm">
          {_('learning.notes.allInCourse')}
        </Anchor>
        <Anchor component={Link} to={`/learn/${slug}/discussions`} size="sm">
          {_('learning.notes.courseDiscussions')}
        </Anchor>
      </Group>
    </Stack>
  );
}
