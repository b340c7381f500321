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
  const content = useChapter(chapter.id);
  const isMissing = content.isError && isApiError(content.error) && content.error.status === 404;

  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      returnFocus={false}
      title={`Preview: ${chapter.title}`}
      size="xl"
      centered
      // Named for what it closes, whatever the theme's default says (axe: button-name).
      closeButtonProps={{ 'aria-label': 'Close the preview' }}
    >
      {content.isPending ? (
        <Stack gap="sm" role="status" aria-label="Loading the preview…">
          <Skeleton height={280} />
          <Skeleton height={14} width="60%" />
        </Stack>
      ) : isMissing ? (
        <Stack gap={4} py="lg" ta="center">
          <Text fw={700}>Preview coming soon</Text>
          <Text size="sm" c="dimmed">
            This lesson's preview is not available yet.
          </Text>
        </Stack>
      ) : content.isError ? (
        <QueryError
          error={content.error}
          onRetry={() => void content.refetch()}
          title="The preview could not load"
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
