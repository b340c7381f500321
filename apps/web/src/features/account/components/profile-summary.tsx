import type { User } from '@coursewise/contract';
import { Avatar, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { avatarImageProps } from '../../../components/avatar-image';
import { displayName, formatDate, initials } from '../../../lib/format';

/** Who is signed in: picture, name, e-mail and membership date. */
export function ProfileSummary({ user }: { user: User }) {
  return (
    <Group gap="lg" wrap="nowrap" align="center">
      <Avatar
        src={user.avatarUrl}
        imageProps={avatarImageProps(user.avatarSrcSet, 88)}
        alt={`${displayName(user)}'s picture`}
        size={88}
        radius="50%"
        color="violet"
      >
        {initials(user)}
      </Avatar>
      <Stack gap={4} miw={0}>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {displayName(user)}
        </Title>
        <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Text>
        <Group gap="xs">
          {user.emailVerified ? (
            <Badge color="teal" variant="light" c="teal.9">
              Email verified
            </Badge>
          ) : null}
          {user.role === 'admin' ? (
            <Badge color="violet" variant="light" c="violet.9">
              Administrator
            </Badge>
          ) : null}
          <Text size="sm" c="dimmed">
            Member since {formatDate(user.createdAt)}
          </Text>
        </Group>
      </Stack>
    </Group>
  );
}
