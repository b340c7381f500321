import { useLingui } from '@lingui/react';
import { Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { CourseGrid } from '../../../components/course/course-grid';
import { QueryError } from '../../../components/query-error';
import { useMetaDescription } from '../../../hooks/use-meta-description';
import { usePageTitle } from '../../../hooks/use-page-title';
import { isApiError } from '../../../lib/api-client';
import { useInstructorProfile } from '../api/get-instructor-profile';
import { InstructorHeader } from '../components/instructor-header';
import { InstructorNotFound } from '../components/instructor-not-found';

/** /instructors/{slug}: who teaches here, and their published courses. Public and server-rendered. */
export function InstructorPage() {
  const { _ } = useLingui();
  const { slug = '' } = useParams();
  const profile = useInstructorProfile(slug);
  const notFound = profile.isError && isApiError(profile.error) && profile.error.status === 404;
  usePageTitle(profile.data?.name ?? (notFound ? _('catalogue.instructor.notFound') : undefined));
  useMetaDescription(profile.data?.headline || undefined);

  if (profile.isPending) {
    return (
      <Container size="lg" py="xl">
        <Stack gap="lg" role="status" aria-label={_('catalogue.instructor.loading')}>
          <Skeleton height={112} circle />
          <Skeleton height={32} width="50%" />
          <Skeleton height={240} radius="md" />
        </Stack>
      </Container>
    );
  }
  if (notFound) return <InstructorNotFound />;
  if (profile.isError) {
    return (
      <Container size="sm" py="xl">
        <QueryError
          error={profile.error}
          onRetry={() => void profile.refetch()}
          title={_('catalogue.instructor.error')}
        />
      </Container>
    );
  }

  const data = profile.data;
  return (
    <Container size="lg" py={{ base: 'lg', md: 'xl' }}>
      <Stack gap="xl">
        <InstructorHeader profile={data} />
        <Stack gap="md" component="section" aria-labelledby="instructor-courses-title">
          <Title order={2} id="instructor-courses-title">
            {_('catalogue.instructor.coursesBy', { name: data.name })}
          </Title>
          {data.courses.length > 0 ? (
            <CourseGrid courses={data.courses} headingOrder={3} eagerImages={4} />
          ) : (
            <Text c="dimmed">{_('catalogue.instructor.noCourses')}</Text>
          )}
        </Stack>
      </Stack>
    </Container>
  );
}
