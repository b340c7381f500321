import { Badge } from '@mantine/core';

/**
 * "Early review": the author had completed less than a quarter of the course when writing it (the
 * server decides, `isEarly`). Shown on the course page and in the admin's review list.
 */
export function EarlyReviewBadge({ progressPercent }: { progressPercent?: number | null }) {
  const done = progressPercent === undefined || progressPercent === null ? '' : ` · ${progressPercent}% done`;
  return (
    <Badge variant="light" color="orange" radius="sm" size="sm">
      {`Early review${done}`}
    </Badge>
  );
}
