import { type CourseDetails, limits } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Text } from '@mantine/core';
import { ReviewForm } from '../../../components/review-form';

interface CourseReviewBodyProps {
  courseId: string;
  myReview: CourseDetails['myReview'];
  /** The share of the course's chapters the learner has finished, 0–100. */
  donePercent: number;
}

/**
 * The open review panel: the early-review note and the form. Its own chunk, with the form: `limits`
 * comes from the contract's index, which brings every schema and TypeBox (26 kB gzip) with it.
 */
export function CourseReviewBody({ courseId, myReview, donePercent }: CourseReviewBodyProps) {
  // Under a quarter of the course done: the review would be shown as "Early review", so say so first.
  const isEarly = donePercent < limits.earlyReviewBelowPercent;
  const { _ } = useLingui();
  return (
    <>
      {isEarly ? (
        <Text size="sm" c="dimmed" mb="xs">
          {_('learning.review.earlyNote')}
        </Text>
      ) : null}
      <ReviewForm courseId={courseId} myReview={myReview} />
    </>
  );
}
