import type { CourseDetails } from '@coursewise/contract';
import { Button, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { LazyReviewForm } from '../../../components/lazy-review-form';

interface CourseReviewPanelProps {
  courseId: string;
  myReview: CourseDetails['myReview'];
  /** On the course's last chapter the form is open from the start. */
  isOpenAtFirst: boolean;
  /** Under a quarter of the course done: the review would be shown as "Early review", so say so first. */
  isEarly: boolean;
}

/** "Review this course": the owner's rating and comment (their earlier review when they wrote one). */
export function CourseReviewPanel({ courseId, myReview, isOpenAtFirst, isEarly }: CourseReviewPanelProps) {
  const formId = useId();
  const [isOpen, setIsOpen] = useState(isOpenAtFirst);
  return (
    <div>
      {isOpenAtFirst ? null : (
        <Button
          variant="subtle"
          aria-expanded={isOpen}
          aria-controls={formId}
          onClick={() => setIsOpen((open) => !open)}
        >
          {myReview ? 'Your review of this course' : 'Review this course'}
        </Button>
      )}
      <div id={formId} hidden={!isOpen}>
        {isOpen && isEarly ? (
          <Text size="sm" c="dimmed" mb="xs">
            You have finished less than a quarter of this course, so your review will be marked “Early
            review”. Writing it again later updates that.
          </Text>
        ) : null}
        {isOpen ? <LazyReviewForm courseId={courseId} myReview={myReview} /> : null}
      </div>
    </div>
  );
}
