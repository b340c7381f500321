import type { InstructorPublicProfile } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Anchor, Avatar, Group, List, Stack, Text, Title } from '@mantine/core';
import { avatarImageProps } from '../../../components/avatar-image';
import { useActiveLocale } from '../../../i18n/use-active-locale';
import { formatRating } from '../../../lib/format';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** "www.youtube.com/@baker" for https://www.youtube.com/@baker: what a person recognises. */
export const linkLabel = (url: string): string => url.replace(/^https:\/\//, '').replace(/\/$/, '');

/** A rating average with one decimal in the locale's digits: "4.7" in English, "4,7" in German. */
function formatRatingIn(average: number, locale: string): string {
  if (locale === 'en') return formatRating(average);
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    Math.round(average * 10) / 10,
  );
}

/** The instructor's photo, name, headline, figures, links and biography. */
export function InstructorHeader({ profile }: { profile: InstructorPublicProfile }) {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const { totals } = profile;
  const figures = [
    _('catalogue.instructor.courses', { count: totals.courses }),
    _('catalogue.instructor.learners', { count: totals.learners }),
    _('catalogue.instructor.reviews', { count: totals.reviews }),
    ...(totals.reviews > 0
      ? [_('catalogue.instructor.averageRating', { rating: formatRatingIn(totals.averageRating, locale) })]
      : []),
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
            {_('catalogue.instructor.label')}
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
            {_('catalogue.instructor.about')}
          </Title>
          <Text style={{ whiteSpace: 'pre-line' }}>{profile.bio}</Text>
        </Stack>
      ) : null}
      {profile.links.length > 0 ? (
        <nav aria-label={_('catalogue.instructor.links', { name: profile.name })}>
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
