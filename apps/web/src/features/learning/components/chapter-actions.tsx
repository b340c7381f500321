import type { LearningChapter } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useActiveLocale } from '../../../i18n/use-active-locale';
import { useSetChapterCompleted } from '../api/save-progress';
import { chapterPath, chapterQuizPath } from '../lib/continue-link';
import { formatPercentIn, type Translate } from '../lib/localized';

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
function quizStatus(quiz: NonNullable<LearningChapter['quiz']>, _: Translate, percent: string): string {
  if (quiz.passed && quiz.bestPercentage !== null) return _('learning.quiz.passedWith', { percent });
  if (quiz.passed) return _('learning.quiz.passed');
  if (quiz.bestPercentage !== null) return _('learning.quiz.bestSoFar', { percent });
  return _('learning.quiz.passToComplete');
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
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const percent = quiz.bestPercentage === null ? '' : formatPercentIn(quiz.bestPercentage, locale);
  return (
    <Group gap="sm" align="center">
      <Button
        component={Link}
        to={chapterQuizPath(slug, chapterId)}
        variant={quiz.passed ? 'default' : 'filled'}
      >
        {quiz.passed ? _('learning.quiz.retake') : _('learning.quiz.take')}
      </Button>
      <Text size="sm" c={quiz.passed ? 'teal.9' : 'dimmed'}>
        {quizStatus(quiz, _, percent)}
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
  const { _ } = useLingui();
  const setCompleted = useSetChapterCompleted(courseId);
  const isSaving = setCompleted.isPending;
  const done = next?.title
    ? _('learning.chapter.completedUpNext', { title: next.title })
    : _('learning.chapter.completedDone');

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
            {isCompleted ? _('learning.chapter.completed') : _('learning.chapter.markComplete')}
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
            {_('learning.chapter.previous')}
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
            {_('learning.chapter.next')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
