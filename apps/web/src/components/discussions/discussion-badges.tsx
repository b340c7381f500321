import type { DiscussionAuthor } from '@coursewise/contract';
import { Badge, Group, Text } from '@mantine/core';

/** "Instructor" or "Staff" beside a post written by the course's staff. */
export function StaffBadge({ role }: { role: DiscussionAuthor['staffRole'] }) {
  if (!role) return null;
  return (
    <Badge color={role === 'instructor' ? 'teal' : 'indigo'} variant="light" size="sm">
      {role === 'instructor' ? 'Instructor' : 'Staff'}
    </Badge>
  );
}

/** Who wrote a post and when. */
export function PostByline({ author, at }: { author: DiscussionAuthor; at: string }) {
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" fw={600}>
        {author.name}
      </Text>
      <StaffBadge role={author.staffRole} />
      <Text size="sm" c="dimmed">
        {new Date(at).toLocaleString()}
      </Text>
    </Group>
  );
}
