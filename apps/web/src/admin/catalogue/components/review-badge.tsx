import type { CourseReviewStatus } from '@coursewise/contract';
import { Badge } from '@mantine/core';

const LABELS: Record<CourseReviewStatus, { label: string; color: string }> = {
  submitted: { label: 'Awaiting review', color: 'orange' },
  returned: { label: 'Returned', color: 'grape' },
};

/** Where a course stands in review, in words (the colour only repeats them); nothing when not in review. */
export function ReviewBadge({ status }: { status: CourseReviewStatus | null }) {
  if (!status) return null;
  const { label, color } = LABELS[status];
  return (
    <Badge color={color} variant="light">
      {label}
    </Badge>
  );
}
