import { useLingui } from '@lingui/react';
import { Badge } from '@mantine/core';

/**
 * "Early review": the author had completed less than a quarter of the course when writing it (the
 * server decides, `isEarly`). Shown on the course page and in the admin's review list.
 */
export function EarlyReviewBadge({ progressPercent }: { progressPercent?: number | null }) {
  const { _ } = useLingui();
  return (
    <Badge variant="light" color="orange" radius="sm" size="sm">
      {progressPercent === undefined || progressPercent === null
        ? _('reviewBadge.early')
        : _('reviewBadge.earlyDone', { percent: progressPercent })}
    </Badge>
  );
}
