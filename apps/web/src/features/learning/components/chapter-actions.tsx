import type { LearningChapter } from '@coursewise/contract';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatPercentage } from '../../../lib/format';
import { useSetChapterCompleted } from '../api/save-progress';
import { chapterPath, chapterQuizPath } from '../lib/continue-link';

interface Neighbour {
  id: string;
  title: string | null;
}

interface ChapterActionsProps {
  courseId: string;
  slug: string;
  chapterId: string;
  isCompleted: boolean;
  /** The chapter's quiz: passing it is what completes the chapter, so it replaces "Mark as complete". */
  quiz: LearningChapter['quiz'];
  previous: Neighbour | null;
  next: Neighbour | null;
}

/** The quiz's best result so far, or what it asks of the learner. */
function quizStatus(quiz: NonNullable<LearningChapter['quiz']>): string {
  if (quiz.passed && quiz.bestPercentage !== null)
    return `Quiz passed with ${formatPercentage(quiz.bestPercentage)}.`;
  if (quiz.passed) return 'Quiz passed.';
  if (quiz.bestPercentage !== null)
    return `Your best so far: ${formatPercentage(quiz.bestPercentage)}. Pass the quiz to complete this chapter.`;
  return 'Pass the quiz to complete this chapter.';
}

/** "Take the quiz" and the best result, for a chapter that a quiz completes. */
function QuizAction({
  slug,
  chapterId,
  quiz,
}: {
  slug: string;
  chapterId: string;
  quiz: NonNullable<LearningChapter['quiz']>;
}) {
  return (
    <Group gap="sm" align="center">
      <Button
        component={Link}
        to={chapterQuizPath(slug, chapterId)}
        variant={quiz.passed ? 'default' : 'filled'}
      >
        {quiz.passed ? 'Retake the quiz' : 'Take the quiz'}
      </Button>
      <Text size="sm" c={quiz.passed ? 'teal.9' : 'dimmed'}>
        {quizStatus(quiz)}
      </Text>
    </Group>
  );
}

/**
 * "Mark as complete" (a toggle) or, on a chapter with a quiz, "Take the quiz"; then Previous / Next;
 * Next stands out once the chapter is done.
 */
export function ChapterActions({
  courseId,
  slug,
  chapterId,
  isCompleted,
  quiz,
  previous,
  next,
}: ChapterActionsProps) {
  const setCompleted = useSetChapterCompleted(courseId);
  const isSaving = setCompleted.isPending;
  const done = next?.title ? `Chapter completed. Up next: ${next.title}` : 'Chapter completed.';

  return (
    <Stack gap="sm">
      {quiz ? (
        <QuizAction slug={slug} chapterId={chapterId} quiz={quiz} />
      ) : (
        <Group gap="sm" align="center">
          {/* Busy, not `loading`: Mantine disables a loading button, and a disabled button drops the
              keyboard focus to the page, so the learner would lose their place at each toggle. */}
          <Button
            variant={isCompleted ? 'filled' : 'outline'}
            color="teal.9"
            aria-busy={isSaving || undefined}
            onClick={() => {
              if (!isSaving) setCompleted.mutate({ chapterId, completed: !isCompleted });
            }}
            rightSection={
              isSaving ? (
                <Loader size={14} color="currentColor" aria-hidden="true" />
              ) : isCompleted ? (
                <span aria-hidden="true">✓</span>
              ) : null
            }
          >
            {isCompleted ? 'Completed' : 'Mark as complete'}
          </Button>
          <Text size="sm" c="dimmed" role="status">
            {isCompleted ? done : ''}
          </Text>
        </Group>
      )}
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
