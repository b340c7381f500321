import { useLingui } from '@lingui/react';
import { Anchor, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useCourse } from '../../../api/get-course';
import { CourseDiscussions } from '../../../components/discussions/course-discussions';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../hooks/use-page-title';

/** /learn/{slug}/discussions: every question asked in the course, searchable, by chapter. */
export function CourseDiscussionsPage() {
  const { slug = '' } = useParams();
  const { _ } = useLingui();
  const course = useCourse(slug);
  usePageTitle(
    course.data
      ? _('learning.questions.pageTitle', { course: course.data.title })
      : _('learning.questions.title'),
  );

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Anchor component={Link} to={`/learn/${slug}`} size="sm">
            {_('learning.backToCourse')}
          </Anchor>
          <Title order={1}>{_('learning.questions.title')}</Title>
          {course.data ? <Text c="dimmed">{course.data.title}</Text> : null}
        </Stack>
        {course.isError ? (
          <QueryError
            error={course.error}
            onRetry={() => void course.refetch()}
            title={_('learning.courseError')}
          />
        ) : !course.data ? (
          <Loader size="sm" role="status" aria-label={_('learning.loadingCourse')} />
        ) : (
          <CourseDiscussions courseId={course.data.id} defaultFilter="all" />
        )}
      </Stack>
    </Container>
  );
}
