import type { AdminChapterSummary } from '@coursewise/contract';
import { Anchor, Badge, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDuration, pluralise } from '../../../../lib/format';

interface ChapterItemProps {
  courseId: string;
  chapter: AdminChapterSummary;
  onDelete: () => void;
}

/** One chapter in the curriculum: its title (opens the editor), type, length, preview flag and quiz. */
export function ChapterItem({ courseId, chapter, onDelete }: ChapterItemProps) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Group gap="xs" wrap="wrap">
        <Anchor component={Link} to={`/admin/courses/${courseId}/chapters/${chapter.id}`} fw={600}>
          {chapter.title}
        </Anchor>
        <Badge variant="light" color={chapter.type === 'video' ? 'violet' : 'cyan'}>
          {chapter.type === 'video' ? 'Video' : 'Text'}
        </Badge>
        {chapter.isPreview ? (
          <Badge variant="outline" color="teal">
            Free preview
          </Badge>
        ) : null}
        <Text size="sm" c="dimmed">
          {formatDuration(chapter.durationMinutes)}
          {chapter.questionCount > 0 ? ` · Quiz: ${pluralise(chapter.questionCount, 'question')}` : ''}
          {chapter.type === 'video' && !chapter.hasVideo ? ' · No video yet' : ''}
        </Text>
      </Group>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        onClick={onDelete}
        aria-label={`Delete chapter ${chapter.title}`}
      >
        Delete
      </Button>
    </Group>
  );
}
