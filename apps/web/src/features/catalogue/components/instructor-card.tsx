import type { CourseDetails } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Anchor, Avatar, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { avatarImageProps } from '../../../components/avatar-image';

/** "Your instructor": photo, name and biography; the name links to their public profile when they have one. */
export function InstructorCard({ instructor }: { instructor: CourseDetails['instructor'] }) {
  const { _ } = useLingui();
  const initials = instructor.name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <Stack component="section" gap="sm" aria-labelledby="course-instructor-title">
      <Title order={2} size="h3" id="course-instructor-title">
        {_('catalogue.course.instructor')}
      </Title>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Avatar
          src={instructor.avatarUrl}
          imageProps={avatarImageProps(instructor.avatarSrcSet, 72, true)}
          alt={instructor.name}
          size={72}
          radius="xl"
          color="violet"
        >
          {initials}
        </Avatar>
        <Stack gap={4} miw={0}>
          {instructor.slug ? (
            <Anchor
              component={Link}
              to={`/instructors/${instructor.slug}`}
              fw={700}
              size="lg"
              c="cyan.9"
              underline="always"
            >
              {instructor.name}
            </Anchor>
          ) : (
            <Text fw={700} size="lg">
              {instructor.name}
            </Text>
          )}
          {instructor.bio ? <Text size="sm">{instructor.bio}</Text> : null}
        </Stack>
      </Group>
    </Stack>
  );
}
