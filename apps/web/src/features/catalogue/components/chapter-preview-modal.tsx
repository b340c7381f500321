import { useLingui } from '@lingui/react';
import { Modal, Skeleton, Stack, Text } from '@mantine/core';
import { QueryError } from '../../../components/query-error';
import { RichText } from '../../../components/rich-text';
import { StreamedChapterVideo } from '../../../components/streaming/streamed-chapter-video';
import { isApiError } from '../../../lib/api-client';
import { useChapter } from '../api/get-chapter';

interface ChapterPreviewModalProps {
  chapter: { id: string; title: string };
  isOpen: boolean;
  onClose: () => void;
}

/** Plays a free preview chapter: its video (streamed once processed), or its text. */
export function ChapterPreviewModal({ chapter, isOpen, onClose }: ChapterPreviewModalProps) {
  const { _ } = useLingui();
  const content = useChapter(chapter.id);
  const isMissing = content.isError && isApiError(content.error) && content.error.status === 404;

  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      returnFocus={false}
      title={_('catalogue.preview.title', { title: chapter.title })}
      size="xl"
      centered
      // Named for what it closes, whatever the theme's default says (axe: button-name).
      closeButtonProps={{ 'aria-label': _('catalogue.preview.close') }}
    >
      {content.isPending ? (
        <Stack gap="sm" role="status" aria-label={_('catalogue.preview.loading')}>
          <Skeleton height={280} />
          <Skeleton height={14} width="60%" />
        </Stack>
      ) : isMissing ? (
        <Stack gap={4} py="lg" ta="center">
          <Text fw={700}>{_('catalogue.preview.comingSoon')}</Text>
          <Text size="sm" c="dimmed">
            {_('catalogue.preview.notAvailable')}
          </Text>
        </Stack>
      ) : content.isError ? (
        <QueryError
          error={content.error}
          onRetry={() => void content.refetch()}
          title={_('catalogue.preview.error')}
        />
      ) : (
        <Stack gap="md">
          {content.data.type === 'video' && content.data.videoUrl ? (
            <StreamedChapterVideo chapter={{ ...content.data, videoUrl: content.data.videoUrl }} />
          ) : null}
          {content.data.content ? <RichText html={content.data.content} /> : null}
        </Stack>
      )}
    </Modal>
  );
}
