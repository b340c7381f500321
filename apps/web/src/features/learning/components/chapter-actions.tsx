import { Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useSetChapterCompleted } from '../api/save-progress';
import { chapterPath } from '../lib/continue-link';

interface Neighbour {
  id: string;
  title: string | null;
}

interface ChapterActionsProps {
  courseId: string;
  slug: string;
  chapterId: string;
  isCompleted: boolean;
  previous: Neighbour | null;
  next: Neighbour | null;
}

/** "Mark as complete" (a toggle), and Previous / Next; Next stands out once the chapter is done. */
export function ChapterActions({
  courseId,
  slug,
  chapterId,
  isCompleted,
  previous,
  next,
}: ChapterActionsProps) {
  const setCompleted = useSetChapterCompleted(courseId);
  const done = next?.title ? `Chapter completed. Up next: ${next.title}` : 'Chapter completed.';

  return (
    <Stack gap="sm">
      <Group gap="sm" align="center">
        <Button
          variant={isCompleted ? 'filled' : 'outline'}
          color="teal.9"
          loading={setCompleted.isPending}
          onClick={() => setCompleted.mutate({ chapterId, completed: !isCompleted })}
          rightSection={isCompleted ? <span aria-hidden="true">✓</span> : null}
        >
          {isCompleted ? 'Completed' : 'Mark as complete'}
        </Button>
        <Text size="sm" c="dimmed" role="status">
          {isCompleted ? done : ''}
        </Text>
      </Group>
      <Group justify="space-between" gap="sm">
        {previous ? (
          <Button
            component={Link}
            to={chapterPath(slug, previous.id)}
            variant="default"
            leftSection={<span aria-hidden="true">←</span>}
          >
            Previous
          </Button>
        ) : (
          <span />
        )}
        {next ? (
          <Button
            component={Link}
            to={chapterPath(slug, next.id)}
            variant={isCompleted ? 'filled' : 'default'}
            rightSection={<span aria-hidden="true">→</span>}
          >
            Next
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
