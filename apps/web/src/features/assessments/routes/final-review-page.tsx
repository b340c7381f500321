import { useLingui } from '@lingui/react';
import { Anchor, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useCourse } from '../../../api/get-course';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../hooks/use-page-title';
import { isApiError } from '../../../lib/api-client';
import { finalAssessmentQueryOptions } from '../api/get-final-assessment';
import { useFinalAttempts } from '../api/get-final-attempts';
import { useFinalReview } from '../api/get-final-review';
import { AssessmentMessage } from '../components/assessment-message';
import { AttemptList } from '../components/attempt-list';
import { FinalReviewBody } from '../components/final-review-body';
import { finalPath } from '../lib/paths';

/**
 * /learn/{slug}/final/review[?attempt=]: a final attempt question by question, right or wrong, with the
 * correct options and why once the learner has passed or used every attempt.
 */
export function FinalReviewPage() {
  const { _ } = useLingui();
  const { slug = '' } = useParams();
  const [searchParams] = useSearchParams();
  const attemptId = searchParams.get('attempt');
  const course = useCourse(slug);
  const courseId = course.data?.id;
  const review = useFinalReview(courseId, attemptId);
  const attempts = useFinalAttempts(courseId);
  // The pass mark when the assessment is already cached; asking for it would draw a new attempt's questions.
  const cachedFinal = useQuery({ ...finalAssessmentQueryOptions(courseId ?? ''), enabled: false });
  usePageTitle(
    course.data
      ? _('assessments.review.pageTitle', { course: course.data.title })
      : _('assessments.review.pageTitleShort'),
  );

  const failed = course.error ?? review.error;
  let body: ReactNode;
  if (failed) {
    const status = isApiError(failed) ? failed.status : 0;
    body =
      review.isError && (status === 404 || status === 400) ? (
        <AssessmentMessage
          title={attemptId ? _('assessments.review.attemptNotFound') : _('assessments.review.nothingYet')}
          actions={
            <Button component={Link} to={finalPath(slug)}>
              {_('assessments.review.goToFinal')}
            </Button>
          }
        >
          {attemptId ? _('assessments.review.attemptNotFoundBody') : _('assessments.review.nothingYetBody')}
        </AssessmentMessage>
      ) : (
        <QueryError
          error={failed}
          onRetry={() => void (course.isError ? course.refetch() : review.refetch())}
          title={_('assessments.review.error')}
        />
      );
  } else if (!review.data) {
    body = (
      <Stack gap="md" role="status" aria-label={_('assessments.review.loading')}>
        <Skeleton height={60} />
        <Skeleton height={160} />
        <Skeleton height={160} />
      </Stack>
    );
  } else {
    body = <FinalReviewBody review={review.data} passMark={cachedFinal.data?.passMark} />;
  }

  const attemptItems = attempts.data?.items ?? [];
  // The attempt on screen: the one asked for, else the latest (the list is newest first).
  const currentAttemptId = review.data?.attempt.id ?? attemptId ?? attemptItems[0]?.id ?? '';
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Anchor component={Link} to={finalPath(slug)} size="sm">
          <span aria-hidden="true">← </span>
          {_('assessments.final.title')}
        </Anchor>
        <Title order={1}>{_('assessments.review.title')}</Title>
        {course.data ? (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {course.data.title}
          </Text>
        ) : null}
      </Stack>
      {attemptItems.length > 1 ? (
        <AttemptList attempts={attemptItems} currentAttemptId={currentAttemptId} slug={slug} />
      ) : null}
      {body}
    </Stack>
  );
}
