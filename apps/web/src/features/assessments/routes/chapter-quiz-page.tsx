import type { ChapterQuiz, PurchasedCourse } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Anchor, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { usePurchasedCourse } from '../../../api/get-purchased-course';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useActiveLocale } from '../../../i18n/use-active-locale';
import { isApiError } from '../../../lib/api-client';
import { useChapterQuiz } from '../api/get-chapter-quiz';
import { useSubmitChapterQuiz } from '../api/submit-chapter-quiz';
import { AssessmentMessage } from '../components/assessment-message';
import { ChapterQuizResult, type NextStep } from '../components/chapter-quiz-result';
import { QuestionForm } from '../components/question-form';
import { formatPercent } from '../lib/intl';
import { chapterPath, finalPath, nextChapterId } from '../lib/paths';

/** After a pass: the next chapter, or the final assessment after the course's last chapter. */
function nextStep(slug: string, chapterId: string, course: PurchasedCourse | undefined): NextStep | null {
  if (!course) return null;
  const next = nextChapterId(course.modules, chapterId);
  if (next) return { to: chapterPath(slug, next), label: 'assessments.quiz.nextChapter' };
  if (course.finalAssessment.status === 'none') return null;
  return { to: finalPath(slug), label: 'assessments.quiz.finalAssessment' };
}

function QuizIntro({ quiz }: { quiz: ChapterQuiz }) {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const { best } = quiz;
  const facts = {
    count: quiz.questions.length,
    passMark: formatPercent(quiz.passMark, locale),
    best: best ? formatPercent(best.percentage, locale) : '',
  };
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed" fw={600}>
        {_('assessments.quiz.eyebrow')}
      </Text>
      <Title order={1} style={{ overflowWrap: 'anywhere' }}>
        {_('assessments.quiz.title', { title: quiz.chapterTitle })}
      </Title>
      <Text size="sm" c="dimmed">
        {!best
          ? _('assessments.quiz.summary', facts)
          : best.passed
            ? _('assessments.quiz.summaryBestPassed', facts)
            : _('assessments.quiz.summaryBest', facts)}
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
  const { _ } = useLingui();
  const quizTitle = quiz.data ? _('assessments.quiz.title', { title: quiz.data.chapterTitle }) : '';
  usePageTitle(quizTitle || _('assessments.quiz.eyebrow'));
  const backToChapter = chapterPath(slug, chapterId);

  if (quiz.isPending) {
    return (
      <Stack gap="md" role="status" aria-label={_('assessments.quiz.loading')}>
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
          title={_('assessments.quiz.noneTitle')}
          actions={
            <Button component={Link} to={backToChapter}>
              {_('assessments.quiz.backToChapter')}
            </Button>
          }
        >
          {_('assessments.quiz.noneBody')}
        </AssessmentMessage>
      );
    }
    return (
      <QueryError
        error={quiz.error}
        onRetry={() => void quiz.refetch()}
        title={_('assessments.quiz.error')}
      />
    );
  }

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={backToChapter} size="sm">
        <span aria-hidden="true">← </span>
        {_('assessments.quiz.backToChapter')}
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
          label={quizTitle}
          submitLabel={_('assessments.quiz.submit')}
          isSubmitting={submit.isPending}
          onSubmit={(answers) => submit.mutate(answers)}
          isFocusedAtFirst={round > 0}
        />
      )}
    </Stack>
  );
}
