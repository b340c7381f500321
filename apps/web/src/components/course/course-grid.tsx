import type { CourseSummary } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './course.module.css';
import { CourseCard } from './course-card';

interface CourseGridProps {
  courses: CourseSummary[];
  headingOrder?: 2 | 3;
  /** Extra buttons per card. */
  renderActions?: (course: CourseSummary) => ReactNode;
  /** How many cards of the first row load their picture eagerly. */
  eagerImages?: number;
  /** Whether the first card's picture is the page's largest (its LCP), fetched before any other. */
  hasPriorityImage?: boolean;
}

export function CourseGrid({
  courses,
  headingOrder,
  renderActions,
  eagerImages = 0,
  hasPriorityImage = false,
}: CourseGridProps) {
  return (
    <ul className={classes.grid}>
      {courses.map((course, index) => (
        <li key={course.id} className={classes.gridItem}>
          <CourseCard
            course={course}
            headingOrder={headingOrder}
            actions={renderActions?.(course)}
            isImageEager={index < eagerImages}
            isImagePriority={hasPriorityImage && index === 0}
          />
        </li>
      ))}
    </ul>
  );
}

/** Placeholder cards in the grid's shape while courses load. */
export function CourseGridSkeleton({ count = 8, label }: { count?: number; label?: string }) {
  const { _ } = useLingui();
  return (
    <div role="status" aria-label={label ?? _('courseGrid.loading')}>
      <ul className={classes.grid} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <li key={index} className={classes.gridItem}>
            <div className={classes.card}>
              <Skeleton className={classes.image} radius={0} />
              <Stack gap={8} p="sm">
                <Skeleton height={16} />
                <Skeleton height={16} width="70%" />
                <Skeleton height={12} width="45%" />
                <Skeleton height={12} width="60%" />
                <Skeleton height={20} width="35%" mt={6} />
              </Stack>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
