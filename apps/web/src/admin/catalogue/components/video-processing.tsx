import type { AdminChapterVideo } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Alert, Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useActiveLocale } from '../../../i18n/use-active-locale';
import { formatPercent } from '../../lib/locale-text';
import { useChapterVideoStatus, useRetryVideoProcessing } from '../api/chapter-video';

/** A video's length as players write it: `4:12`, `1:02:03` from an hour on. */
export function formatVideoLength(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = String(totalSeconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

function StatusBody({ video }: { video: AdminChapterVideo }) {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const retry = useRetryVideoProcessing();
  if (video.status === 'processing') {
    return (
      <Group gap="sm" wrap="nowrap">
        <Progress
          value={video.progress}
          aria-label={_('editor.video.processing')}
          animated
          style={{ flex: 1 }}
        />
        <Text size="sm" aria-live="polite">
          {formatPercent(video.progress, locale)}
        </Text>
      </Group>
    );
  }
  if (video.status === 'ready') {
    return (
      <Text>
        {video.durationSeconds === null
          ? _('editor.video.ready')
          : _('editor.video.readyLength', { length: formatVideoLength(video.durationSeconds) })}
      </Text>
    );
  }
  return (
    <Stack gap="sm" align="flex-start">
      <Alert color="red" title={_('editor.video.failed')} role="alert" w="100%">
        {video.error ?? _('editor.video.failedMessage')}
      </Alert>
      <Button size="xs" loading={retry.isPending} onClick={() => retry.mutate(video.assetId)}>
        {_('editor.video.retry')}
      </Button>
    </Stack>
  );
}

/**
 * The uploaded video's processing into a stream: progress while it runs (followed live), its length
 * once ready, and why it failed with a retry. Learners get the file meanwhile.
 */
export function VideoProcessing({ chapterId, video }: { chapterId: string; video: AdminChapterVideo }) {
  const { _ } = useLingui();
  const titleId = useId();
  const current = useChapterVideoStatus(chapterId, video) ?? video;
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={3} size="h4" id={titleId}>
        {_('editor.video.title')}
      </Title>
      <StatusBody video={current} />
    </Stack>
  );
}
