import { noteLimits } from '@coursewise/contract';
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
        Notes
      </Title>
      <form onSubmit={submit}>
        <Stack gap="xs">
          <Textarea
            label="New note"
            description={
              getVideo ? 'Private to you. Stamped with the video’s time when you add it.' : 'Private to you.'
            }
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            maxLength={noteLimits.bodyMax}
            autosize
            minRows={2}
          />
          <Button type="submit" w="fit-content" loading={add.isPending} disabled={draft.trim() === ''}>
            Add note
          </Button>
        </Stack>
      </form>
      {notes.isPending ? (
        <Loader size="sm" role="status" aria-label="Loading notes" />
      ) : notes.isError ? (
        <QueryError error={notes.error} onRetry={() => void notes.refetch()} title="Notes could not load" />
      ) : notes.data.items.length === 0 ? (
        <Text c="dimmed">No notes on this chapter yet.</Text>
      ) : (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Notes on this chapter"
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
          All my notes in this course
        </Anchor>
        <Anchor component={Link} to={`/learn/${slug}/discussions`} size="sm">
          Course discussions
        </Anchor>
      </Group>
    </Stack>
  );
}
