import type { Note } from '@coursewise/contract';
import { Anchor, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useDeleteNote, useEditNote } from '../api/note-writes';
import { NoteItem } from './note-item';

/** Consecutive notes of one chapter (the list comes in course order). */
function groupByChapter(notes: readonly Note[]): { chapterId: string; title: string; notes: Note[] }[] {
  const groups: { chapterId: string; title: string; notes: Note[] }[] = [];
  for (const note of notes) {
    const last = groups.at(-1);
    if (last?.chapterId === note.chapterId) last.notes.push(note);
    else groups.push({ chapterId: note.chapterId, title: note.chapterTitle, notes: [note] });
  }
  return groups;
}

/** A course's notes under their chapters' headings, each heading a link to the chapter. */
export function CourseNotesList({
  notes,
  courseId,
  slug,
}: {
  notes: Note[];
  courseId: string;
  slug: string;
}) {
  const edit = useEditNote(courseId);
  const remove = useDeleteNote(courseId);
  return (
    <Stack gap="lg">
      {groupByChapter(notes).map((group) => (
        <Stack key={group.chapterId} gap="xs" component="section" aria-label={group.title}>
          <Title order={2} size="h4">
            <Anchor component={Link} to={`/learn/${slug}/chapters/${group.chapterId}`} inherit>
              {group.title}
            </Anchor>
          </Title>
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {group.notes.map((note) => (
              <NoteItem
                key={note.id}
                note={note}
                onSave={(body) => edit.mutateAsync({ id: note.id, ...body })}
                onDelete={() => remove.mutateAsync(note.id)}
              />
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
