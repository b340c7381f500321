import { useLingui } from '@lingui/react';
import { Badge } from '@mantine/core';

/** "Published" or "Draft", in words (the colour only repeats them). */
export function StatusBadge({ isPublished }: { isPublished: boolean }) {
  const { _ } = useLingui();
  return (
    <Badge color={isPublished ? 'teal' : 'gray'} variant="light">
      {isPublished ? _('editor.status.published') : _('editor.status.draft')}
    </Badge>
  );
}
