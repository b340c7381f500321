import { Anchor, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useCourse } from '../../../api/get-course';
import { CourseDiscussions } from '../../../components/discussions/course-discussions';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../hooks/use-page-title';

/** /learn/{slug}/discussions: every question asked in the course, searchable, by chapter. */
export function CourseDiscussionsPage() {
  const { slug = '' } = useParams();
  const course = useCourse(slug);
  usePageTitle(course.data ? `Questions · ${course.data.title}` : 'Questions');

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Anchor component={Link} to={`/learn/${slug}`} size="sm">
            Back to the course
          </Anchor>
          <Title order={1}>Questions</Title>
          {course.data ? <Text c="dimmed">{course.data.title}</Text> : null}
        </Stack>
        {course.isError ? (
          <QueryError
            error={course.error}
            onRetry={() => void course.refetch()}
            title="This course could not load"
          />
        ) : !course.data ? (
          <Loader size="sm" role="status" aria-label="Loading the course" />
        ) : (
          <CourseDiscussions courseId={course.data.id} defaultFilter="all" />
        )}
      </Stack>
    </Container>
  );
}
