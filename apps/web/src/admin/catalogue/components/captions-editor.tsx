import type { AdminCaptionTrack } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { QueryError } from '../../../components/query-error';
import { useActiveLocale } from '../../../i18n/use-active-locale';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useChapterCaptions, useDeleteCaptions } from '../api/chapter-captions';
import { dateLocale } from '../lib/editor-i18n';
import { CaptionsForm } from './captions-form';

const dateOf = (iso: string, locale: string) =>
  new Date(iso).toLocaleDateString(locale, {
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
  const { _ } = useLingui();
  const locale = useActiveLocale();
  return (
    <Paper component="li" withBorder radius="sm" p="sm">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="wrap">
          <Badge variant="light" tt="none">
            {track.language}
          </Badge>
          <Text fw={600}>{track.label}</Text>
          <Text size="sm" c="dimmed">
            {_('editor.captions.uploaded', { date: dateOf(track.createdAt, dateLocale(locale)) })}
          </Text>
        </Group>
        <Group gap="xs">
          <Anchor
            href={track.url}
            target="_blank"
            size="sm"
            aria-label={_('editor.captions.openLabel', { label: track.label })}
          >
            {_('editor.captions.open')}
          </Anchor>
          <Button
            size="xs"
            variant="default"
            onClick={onReplace}
            aria-label={_('editor.captions.replaceLabel', { label: track.label })}
          >
            {_('editor.captions.replace')}
          </Button>
          <Button
            size="xs"
            variant="outline"
            color="red"
            onClick={onDelete}
            aria-label={_('editor.captions.deleteLabel', { label: track.label })}
          >
            {_('editor.common.delete')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/** A video chapter's caption tracks, one per language: list, add, replace, delete (confirmed). */
export function CaptionsEditor({ chapterId }: { chapterId: string }) {
  const { _ } = useLingui();
  const titleId = useId();
  const captions = useChapterCaptions(chapterId);
  const remove = useDeleteCaptions(chapterId);
  // undefined: no form; null: a new language; a tag: replacing that language.
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<AdminCaptionTrack | null>(null);

  let body: React.ReactNode;
  if (captions.isPending)
    body = <Skeleton height={48} role="status" aria-label={_('editor.captions.loading')} />;
  else if (captions.isError)
    body = (
      <QueryError
        error={captions.error}
        onRetry={() => void captions.refetch()}
        title={_('editor.captions.loadFailed')}
      />
    );
  else
    body = (
      <Stack gap="sm">
        {captions.data.length === 0 ? (
          <Text c="dimmed" size="sm">
            {_('editor.captions.empty')}
          </Text>
        ) : (
          <Stack
            gap="xs"
            component="ul"
            aria-label={_('editor.captions.tracks')}
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
            {_('editor.captions.add')}
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
        {_('editor.captions.title')}
      </Title>
      {body}
      <ConfirmDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={_('editor.captions.deleteTitle', { label: deleting?.label ?? '' })}
        message={_('editor.captions.deleteMessage')}
        confirmLabel={_('editor.captions.delete')}
        isDanger
        isPending={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.language, { onSettled: () => setDeleting(null) });
        }}
      />
    </Stack>
  );
}
