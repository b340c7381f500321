import type { User } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Avatar, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { avatarImageProps } from '../../../components/avatar-image';
import { useActiveLocale } from '../../../i18n/use-active-locale';
import { displayName, formatDate, initials } from '../../../lib/format';

/** Who is signed in: picture, name, e-mail and membership date. */
export function ProfileSummary({ user }: { user: User }) {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  return (
    <Group gap="lg" wrap="nowrap" align="center">
      <Avatar
        src={user.avatarUrl}
        imageProps={avatarImageProps(user.avatarSrcSet, 88)}
        alt={_('profile.summary.picture', { name: displayName(user) })}
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
              {_('profile.summary.verified')}
            </Badge>
          ) : null}
          {user.role === 'admin' ? (
            <Badge color="violet" variant="light" c="violet.9">
              {_('profile.summary.admin')}
            </Badge>
          ) : null}
          <Text size="sm" c="dimmed">
            {_('profile.summary.memberSince', {
              date: formatDate(user.createdAt, locale === 'en' ? 'en-GB' : locale),
            })}
          </Text>
        </Group>
      </Stack>
    </Group>
  );
}
