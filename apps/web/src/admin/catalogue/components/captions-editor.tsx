import type { AdminCaptionTrack } from '@coursewise/contract';
import { Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { QueryError } from '../../../components/query-error';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useChapterCaptions, useDeleteCaptions } from '../api/chapter-captions';
import { CaptionsForm } from './captions-form';

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

function TrackRow({
  track,
  onReplace,
  onDelete,
}: {
  track: AdminCaptionTrack;
  onReplace: () => void;
  onDelete: () => void;
}) {
  return (
    <Paper component="li" withBorder radius="sm" p="sm">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="wrap">
          <Badge variant="light" tt="none">
            {track.language}
          </Badge>
          <Text fw={600}>{track.label}</Text>
          <Text size="sm" c="dimmed">
            uploaded {dateOf(track.createdAt)}
          </Text>
        </Group>
        <Group gap="xs">
          <Anchor href={track.url} target="_blank" size="sm" aria-label={`Open file: ${track.label}`}>
            Open file
          </Anchor>
          <Button
            size="xs"
            variant="default"
            onClick={onReplace}
            aria-label={`Replace ${track.label} captions`}
          >
            Replace
          </Button>
          <Button
            size="xs"
            variant="outline"
            color="red"
            onClick={onDelete}
            aria-label={`Delete ${track.label} captions`}
          >
            Delete
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/** A video chapter's caption tracks, one per language: list, add, replace, delete (confirmed). */
export function CaptionsEditor({ chapterId }: { chapterId: string }) {
  const titleId = useId();
  const captions = useChapterCaptions(chapterId);
  const remove = useDeleteCaptions(chapterId);
  // undefined: no form; null: a new language; a tag: replacing that language.
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<AdminCaptionTrack | null>(null);

  let body: React.ReactNode;
  if (captions.isPending) body = <Skeleton height={48} role="status" aria-label="Loading the captions" />;
  else if (captions.isError)
    body = (
      <QueryError
        error={captions.error}
        onRetry={() => void captions.refetch()}
        title="Captions could not load"
      />
    );
  else
    body = (
      <Stack gap="sm">
        {captions.data.length === 0 ? (
          <Text c="dimmed" size="sm">
            No captions yet. Learners can pick a language in the player and read its transcript.
          </Text>
        ) : (
          <Stack
            gap="xs"
            component="ul"
            aria-label="Caption tracks"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {captions.data.map((track) => (
              <TrackRow
                key={track.language}
                track={track}
                onReplace={() => setEditing(track.language)}
                onDelete={() => setDeleting(track)}
              />
            ))}
          </Stack>
        )}
        {editing === undefined ? (
          <Button variant="light" onClick={() => setEditing(null)} style={{ alignSelf: 'flex-start' }}>
            Add captions
          </Button>
        ) : (
          <Paper withBorder radius="sm" p="sm">
            <CaptionsForm
              key={editing ?? 'new'}
              chapterId={chapterId}
              tracks={captions.data}
              initialLanguage={editing}
              onDone={() => setEditing(undefined)}
            />
          </Paper>
        )}
      </Stack>
    );

  return (
    <Stack component="section" aria-labelledby={titleId} gap="sm">
      <Title order={2} size="h4" id={titleId}>
        Captions
      </Title>
      {body}
      <ConfirmDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={`Delete the ${deleting?.label ?? ''} captions?`}
        message="Learners will no longer be able to choose this language or read its transcript."
        confirmLabel="Delete captions"
        isDanger
        isPending={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.language, { onSettled: () => setDeleting(null) });
        }}
      />
    </Stack>
  );
}
