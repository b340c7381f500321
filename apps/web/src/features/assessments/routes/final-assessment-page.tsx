import type { PurchasedCourse } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import { useCourse } from '../../../api/get-course';
import { usePurchasedCourse } from '../../../api/get-purchased-course';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../hooks/use-page-title';
import { isApiError } from '../../../lib/api-client';
import { useFinalAssessment } from '../api/get-final-assessment';
import { useSubmitFinalAssessment } from '../api/submit-final-assessment';
import { AssessmentMessage } from '../components/assessment-message';
import { FinalResult } from '../components/final-result';
import { FinalExhausted, FinalLocked, FinalNone, FinalPassed } from '../components/final-states';
import { OpenAttempt } from '../components/open-attempt';
import { chapterPath, nextUnfinishedChapterId } from '../lib/paths';

/** The chapter a learner with chapters left should open next, for the locked state's link. */
function nextChapter(slug: string, course: PurchasedCourse | undefined) {
  if (!course) return null;
  const id = nextUnfinishedChapterId(course.modules, course.nextChapterId);
  const chapter = course.modules.flatMap((module) => module.chapters).find((item) => item.id === id);
  return chapter ? { to: chapterPath(slug, chapter.id), title: chapter.title } : null;
}

function FinalSkeleton() {
  const { _ } = useLingui();
  return (
    <Stack gap="md" role="status" aria-label={_('assessments.final.loading')}>
      <Skeleton height={20} width="50%" />
      <Skeleton height={160} />
      <Skeleton height={160} />
    </Stack>
  );
}

/** /learn/{slug}/final: the final assessment in whatever state the learner is in. */
export function FinalAssessmentPage() {
  const { _ } = useLingui();
  const { slug = '' } = useParams();
  const course = useCourse(slug);
  const courseId = course.data?.id;
  const final = useFinalAssessment(courseId);
  const outline = usePurchasedCourse(courseId);
  const submit = useSubmitFinalAssessment(courseId ?? '');
  // After "Try again" the next attempt's first question takes the focus the result had.
  const [hasRetried, setHasRetried] = useState(false);
  // The attempt just submitted: until the next one arrives, its questions must not show again.
  const [submittedAttemptId, setSubmittedAttemptId] = useState<string | null>(null);
  usePageTitle(
    course.data
      ? _('assessments.final.pageTitle', { course: course.data.title })
      : _('assessments.final.title'),
  );

  const failed = course.error ?? final.error;
  let body: ReactNode;
  if (failed) {
    const status = isApiError(failed) ? failed.status : 0;
    body =
      course.isError && (status === 404 || status === 400) ? (
        <AssessmentMessage title={_('assessments.final.courseNotFound')}>
          {_('assessments.final.courseNotFoundBody')}
        </AssessmentMessage>
      ) : (
        <QueryError
          error={failed}
          onRetry={() => void (course.isError ? course.refetch() : final.refetch())}
          title={_('assessments.final.error')}
        />
      );
  } else if (submit.data) {
    body = (
      <FinalResult
        result={submit.data}
        passMark={final.data?.passMark ?? 0}
        slug={slug}
        onTryAgain={() => {
          submit.reset();
          setHasRetried(true);
        }}
      />
    );
  } else if (!final.data || (final.isFetching && final.data.attemptId === submittedAttemptId)) {
    body = <FinalSkeleton />;
  } else {
    const state = final.data;
    body =
      state.status === 'locked' ? (
        <FinalLocked final={state} next={nextChapter(slug, outline.data)} />
      ) : state.status === 'passed' ? (
        <FinalPassed final={state} slug={slug} />
      ) : state.status === 'exhausted' ? (
        <FinalExhausted final={state} slug={slug} />
      ) : state.status === 'none' ? (
        <FinalNone slug={slug} />
      ) : (
        <OpenAttempt
          final={state}
          isSubmitting={submit.isPending}
          onSubmit={(attemptId, answers) =>
            submit.mutate({ attemptId, answers }, { onSuccess: () => setSubmittedAttemptId(attemptId) })
          }
          isFocusedAtFirst={hasRetried}
        />
      );
  }

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        {course.data ? (
          <Text size="sm" c="dimmed" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {course.data.title}
          </Text>
        ) : null}
        <Title order={1}>{_('assessments.final.title')}</Title>
      </Stack>
      {body}
    </Stack>
  );
}
