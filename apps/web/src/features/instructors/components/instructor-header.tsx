import type { InstructorPublicProfile } from '@coursewise/contract';
import { Anchor, Avatar, Group, List, Stack, Text, Title } from '@mantine/core';
import { avatarImageProps } from '../../../components/avatar-image';
import { formatRating, pluralise } from '../../../lib/format';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** "www.youtube.com/@baker" for https://www.youtube.com/@baker: what a person recognises. */
export const linkLabel = (url: string): string => url.replace(/^https:\/\//, '').replace(/\/$/, '');

/** The instructor's photo, name, headline, figures, links and biography. */
export function InstructorHeader({ profile }: { profile: InstructorPublicProfile }) {
  const { totals } = profile;
  const figures = [
    pluralise(totals.courses, 'course'),
    pluralise(totals.learners, 'learner'),
    pluralise(totals.reviews, 'review'),
    ...(totals.reviews > 0 ? [`${formatRating(totals.averageRating)} average rating`] : []),
  ];
  return (
    <Stack gap="lg">
      <Group gap="lg" wrap="nowrap" align="center">
        <Avatar
          src={profile.avatarUrl}
          imageProps={avatarImageProps(profile.avatarSrcSet, 112)}
          alt={profile.name}
          size={112}
          radius={112}
          color="violet"
        >
          {initialsOf(profile.name)}
        </Avatar>
        <Stack gap={4} miw={0}>
          <Text size="sm" fw={700} c="violet.9" tt="uppercase">
            Instructor
          </Text>
          <Title order={1}>{profile.name}</Title>
          {profile.headline ? (
            <Text size="lg" c="dark.6">
              {profile.headline}
            </Text>
          ) : null}
        </Stack>
      </Group>
      <List listStyleType="none" spacing={4} display="flex" style={{ gap: 24, flexWrap: 'wrap' }}>
        {figures.map((figure) => (
          <List.Item key={figure} fw={600}>
            {figure}
          </List.Item>
        ))}
      </List>
      {profile.bio ? (
        <Stack gap="xs" component="section" aria-labelledby="instructor-about-title">
          <Title order={2} size="h3" id="instructor-about-title">
            About
          </Title>
          <Text style={{ whiteSpace: 'pre-line' }}>{profile.bio}</Text>
        </Stack>
      ) : null}
      {profile.links.length > 0 ? (
        <nav aria-label={`${profile.name} elsewhere`}>
          <Group gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {profile.links.map((link) => (
              <li key={link}>
                <Anchor href={link} rel="me noopener noreferrer" target="_blank" c="cyan.9" fw={600}>
                  {linkLabel(link)}
                </Anchor>
              </li>
            ))}
          </Group>
        </nav>
      ) : null}
    </Stack>
  );
}
