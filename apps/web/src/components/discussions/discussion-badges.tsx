import type { DiscussionAuthor } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Badge, Group, Text } from '@mantine/core';
import { useActiveLocale } from '../../i18n/use-active-locale';
import { formatPostedAt } from './discussion-format';

/** "Instructor" or "Staff" beside a post written by the course's staff. */
export function StaffBadge({ role }: { role: DiscussionAuthor['staffRole'] }) {
  const { _ } = useLingui();
  if (!role) return null;
  return (
    <Badge color={role === 'instructor' ? 'teal' : 'indigo'} variant="light" size="sm">
      {role === 'instructor' ? _('learning.discussions.instructor') : _('learning.discussions.staff')}
    </Badge>
  );
}

/** Who wrote a post and when. */
export function PostByline({ author, at }: { author: DiscussionAuthor; at: string }) {
  const locale = useActiveLocale();
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" fw={600}>
        {author.name}
      </Text>
      <StaffBadge role={author.staffRole} />
      <Text size="sm" c="dimmed">
        {formatPostedAt(at, locale)}
      </Text>
    </Group>
  );
}
