import type { CourseDetails } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Button, Group, Loader, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense, useId, useState } from 'react';
import { named } from '../../../lib/lazy-named';

// The form (TypeBox's compiler) and the note (the contract's limits) are below the first screen:
// their code loads when the panel first opens.
const CourseReviewBody = lazy(() => import('./course-review-body').then(named('CourseReviewBody')));

interface CourseReviewPanelProps {
  courseId: string;
  myReview: CourseDetails['myReview'];
  /** On the course's last chapter the form is open from the start. */
  isOpenAtFirst: boolean;
  /** The share of the course's chapters the learner has finished, 0–100. */
  donePercent: number;
}

/** "Review this course": the owner's rating and comment (their earlier review when they wrote one). */
export function CourseReviewPanel({
  courseId,
  myReview,
  isOpenAtFirst,
  donePercent,
}: CourseReviewPanelProps) {
  const formId = useId();
  const { _ } = useLingui();
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
          {myReview ? _('learning.review.yours') : _('learning.review.write')}
        </Button>
      )}
      <div id={formId} hidden={!isOpen}>
        {isOpen ? (
          <Suspense
            fallback={
              <Group role="status" py="md">
                <Loader size="sm" aria-hidden="true" />
                <VisuallyHidden>{_('learning.review.loading')}</VisuallyHidden>
              </Group>
            }
          >
            <CourseReviewBody courseId={courseId} myReview={myReview} donePercent={donePercent} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
