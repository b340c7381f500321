import { Badge } from '@mantine/core';

/** "Published" or "Draft", in words (the colour only repeats them). */
export function StatusBadge({ isPublished }: { isPublished: boolean }) {
  return (
    <Badge color={isPublished ? 'teal' : 'gray'} variant="light">
      {isPublished ? 'Published' : 'Draft'}
    </Badge>
  );
}
