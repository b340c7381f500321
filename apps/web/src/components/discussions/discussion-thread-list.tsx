import type { DiscussionThread } from '@coursewise/contract';
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
  return (
    <Stack
      gap="sm"
      component="ul"
      aria-label="Questions"
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
                {thread.replyCount} {thread.replyCount === 1 ? 'reply' : 'replies'} · {thread.upvoteCount}{' '}
                {thread.upvoteCount === 1 ? 'upvote' : 'upvotes'}
              </Text>
              {thread.hasStaffAnswer ? (
                <Badge color="teal" variant="outline" size="sm">
                  Answered
                </Badge>
              ) : null}
              {thread.resolved ? (
                <Badge color="green" size="sm">
                  Resolved
                </Badge>
              ) : null}
              {thread.hidden ? (
                <Badge color="gray" size="sm">
                  Hidden
                </Badge>
              ) : null}
            </Group>
          </Paper>
        </li>
      ))}
    </Stack>
  );
}
