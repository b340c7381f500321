import type { ChapterQuiz, PurchasedCourse } from '@coursewise/contract';
import { Anchor, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { usePurchasedCourse } from '../../../api/get-purchased-course';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../hooks/use-page-title';
import { isApiError } from '../../../lib/api-client';
import { formatPercentage, pluralise } from '../../../lib/format';
import { useChapterQuiz } from '../api/get-chapter-quiz';
import { useSubmitChapterQuiz } from '../api/submit-chapter-quiz';
import { AssessmentMessage } from '../components/assessment-message';
import { ChapterQuizResult, type NextStep } from '../components/chapter-quiz-result';
import { QuestionForm } from '../components/question-form';
import { chapterPath, finalPath, nextChapterId } from '../lib/paths';

/** After a pass: the next chapter, or the final assessment after the course's last chapter. */
function nextStep(slug: string, chapterId: string, course: PurchasedCourse | undefined): NextStep | null {
  if (!course) return null;
  const next = nextChapterId(course.modules, chapterId);
  if (next) return { to: chapterPath(slug, next), label: 'Next chapter' };
  if (course.finalAssessment.status === 'none') return null;
  return { to: finalPath(slug), label: 'Final assessment' };
}

function QuizIntro({ quiz }: { quiz: ChapterQuiz }) {
  const { best } = quiz;
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed" fw={600}>
        Chapter quiz
      </Text>
      <Title order={1} style={{ overflowWrap: 'anywhere' }}>
        Quiz: {quiz.chapterTitle}
      </Title>
      <Text size="sm" c="dimmed">
        {pluralise(quiz.questions.length, 'question')} · Pass mark {quiz.passMark}%
        {best ? ` · Your best: ${formatPercentage(best.percentage)}${best.passed ? ' (passed)' : ''}` : ''}
      </Text>
    </Stack>
  );
}

/** /learn/{slug}/chapters/{chapterId}/quiz: take a chapter's quiz; passing it completes the chapter. */
export function ChapterQuizPage() {
  const { slug = '', chapterId = '' } = useParams();
  const quiz = useChapterQuiz(chapterId);
  const outline = usePurchasedCourse(quiz.data?.courseId);
  const submit = useSubmitChapterQuiz(chapterId, quiz.data?.courseId ?? '');
  // A retake starts a fresh, empty form.
  const [round, setRound] = useState(0);
  usePageTitle(quiz.data ? `Quiz: ${quiz.data.chapterTitle}` : 'Chapter quiz');
  const backToChapter = chapterPath(slug, chapterId);

  if (quiz.isPending) {
    return (
      <Stack gap="md" role="status" aria-label="Loading the quiz…">
        <Skeleton height={32} width="70%" />
        <Skeleton height={160} />
        <Skeleton height={160} />
      </Stack>
    );
  }
  if (quiz.isError) {
    if (isApiError(quiz.error) && (quiz.error.status === 404 || quiz.error.status === 400)) {
      return (
        <AssessmentMessage
          title="This chapter has no quiz"
          actions={
            <Button component={Link} to={backToChapter}>
              Back to the chapter
            </Button>
          }
        >
          Mark the chapter as complete from the chapter itself.
        </AssessmentMessage>
      );
    }
    return (
      <QueryError error={quiz.error} onRetry={() => void quiz.refetch()} title="The quiz could not load" />
    );
  }

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={backToChapter} size="sm">
        <span aria-hidden="true">← </span>Back to the chapter
      </Anchor>
      <QuizIntro quiz={quiz.data} />
      {submit.data ? (
        <ChapterQuizResult
          result={submit.data}
          passMark={quiz.data.passMark}
          next={nextStep(slug, chapterId, outline.data)}
          chapterPath={backToChapter}
          onRetake={() => {
            submit.reset();
            setRound((current) => current + 1);
          }}
        />
      ) : (
        <QuestionForm
          key={round}
          questions={quiz.data.questions}
          label={`Quiz: ${quiz.data.chapterTitle}`}
          submitLabel="Submit answers"
          isSubmitting={submit.isPending}
          onSubmit={(answers) => submit.mutate(answers)}
          isFocusedAtFirst={round > 0}
        />
      )}
    </Stack>
  );
}
