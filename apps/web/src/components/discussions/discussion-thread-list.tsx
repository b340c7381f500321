import type { DiscussionThread } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { StaffBadge } from './discussion-badges';

interface DiscussionThreadListProps {
  threads: DiscussionThread[];
  onOpen: (id: string) => void;
  /** Each thread's chapter, where the list spans a whole course. */
  showChapter?: boolean;
}

/** Threads as a list: the title opens one; who asked, counts, and whether it is answered or resolved. */
export function DiscussionThreadList({ threads, onOpen, showChapter = false }: DiscussionThreadListProps) {
  const { _ } = useLingui();
  return (
    <Stack
      gap="sm"
      component="ul"
      aria-label={_('learning.questions.title')}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {threads.map((thread) => (
        <li key={thread.id}>
          <Paper withBorder p="sm" radius="md">
            {showChapter ? (
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {thread.chapterTitle}
              </Text>
            ) : null}
            <UnstyledButton
              onClick={() => onOpen(thread.id)}
              style={{ width: '100%', overflowWrap: 'anywhere' }}
            >
              <Text fw={600}>{thread.title}</Text>
            </UnstyledButton>
            <Group gap="xs" mt={4} wrap="wrap">
              <Text size="sm" c="dimmed">
                {thread.author.name}
              </Text>
              <StaffBadge role={thread.author.staffRole} />
              <Text size="sm" c="dimmed">
                {_('learning.discussions.threadCounts', {
                  replies: thread.replyCount,
                  upvotes: thread.upvoteCount,
                })}
              </Text>
              {thread.hasStaffAnswer ? (
                <Badge color="teal" variant="outline" size="sm">
                  {_('learning.discussions.answered')}
                </Badge>
              ) : null}
              {thread.resolved ? (
                <Badge color="green" size="sm">
                  {_('learning.discussions.resolved')}
                </Badge>
              ) : null}
              {thread.hidden ? (
                <Badge color="gray" size="sm">
                  {_('learning.discussions.hidden')}
                </Badge>
              ) : null}
            </Group>
          </Paper>
        </li>
      ))}
    </Stack>
  );
}
