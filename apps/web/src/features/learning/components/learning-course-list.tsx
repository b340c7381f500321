import type { LearningCourse } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Skeleton, Stack } from '@mantine/core';
import classes from './learning.module.css';
import { LearningCourseCard } from './learning-course-card';

/** The learner's courses as a grid of cards; the first row's covers load at once. */
export function LearningCourseList({ items }: { items: LearningCourse[] }) {
  const { _ } = useLingui();
  return (
    <ul className={classes.cards} aria-label={_('learning.myLearning.list')}>
      {items.map((item, index) => (
        <li key={item.course.id}>
          <LearningCourseCard item={item} isImageEager={index < 3} />
        </li>
      ))}
    </ul>
  );
}

/** Placeholder cards in the list's shape while it loads. */
export function LearningCourseListSkeleton({ count = 3 }: { count?: number }) {
  const { _ } = useLingui();
  return (
    <div role="status" aria-label={_('learning.myLearning.loading')}>
      <ul className={classes.cards} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <li key={index}>
            <div className={classes.card}>
              <Skeleton className={classes.cardImage} radius={0} />
              <Stack gap={10} p="md">
                <Skeleton height={18} width="80%" />
                <Skeleton height={12} width="40%" />
                <Skeleton height={8} mt={6} />
                <Skeleton height={12} width="55%" />
                <Skeleton height={36} mt={6} />
              </Stack>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
