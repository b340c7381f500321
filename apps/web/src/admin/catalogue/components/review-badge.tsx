import type { CourseReviewStatus } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Badge } from '@mantine/core';

const LABELS: Record<CourseReviewStatus, { label: string; color: string }> = {
  submitted: { label: 'editor.review.badge.submitted', color: 'orange' },
  returned: { label: 'editor.review.badge.returned', color: 'grape' },
};

/** Where a course stands in review, in words (the colour only repeats them); nothing when not in review. */
export function ReviewBadge({ status }: { status: CourseReviewStatus | null }) {
  const { _ } = useLingui();
  if (!status) return null;
  const { label, color } = LABELS[status];
  return (
    <Badge color={color} variant="light">
      {_(label)}
    </Badge>
  );
}
