import { useLingui } from '@lingui/react';
import { Group, Loader, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { named } from '../lib/lazy-named';
import type { ReviewFormProps } from './review-form';

// Only a learner who owns the course sees the form, and below the first screen: its validation
// (TypeBox's compiler, about 50 kB gzip) stays out of the course page's and the player's first load.
const ReviewForm = lazy(() => import('./review-form').then(named('ReviewForm')));

/** The review form, its code fetched when it first shows. */
export function LazyReviewForm(props: ReviewFormProps) {
  const { _ } = useLingui();
  return (
    <Suspense
      fallback={
        <Group role="status" py="md">
          <Loader size="sm" aria-hidden="true" />
          <VisuallyHidden>{_('shared.reviewForm.loading')}</VisuallyHidden>
        </Group>
      }
    >
      <ReviewForm {...props} />
    </Suspense>
  );
}
