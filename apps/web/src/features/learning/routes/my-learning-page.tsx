import { Button, Center, Container, Pagination, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../hooks/use-page-title';
import { pluralise } from '../../../lib/format';
import { useLearningCourses } from '../api/get-learning-courses';
import { LearningCourseList, LearningCourseListSkeleton } from '../components/learning-course-list';

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** /my-learning (signed in): every course the learner owns, with progress and "continue". */
export function MyLearningPage() {
  usePageTitle('My learning');
  const [params, setParams] = useSearchParams();
  const page = readPage(params.get('page'));
  const courses = useLearningCourses(page);
  const pages = courses.data ? Math.max(1, Math.ceil(courses.data.total / courses.data.limit)) : 1;

  return (
    <Container size="lg" py={{ base: 'lg', md: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>My learning</Title>
          <Text c="dimmed" role="status">
            {courses.data ? pluralise(courses.data.total, 'course') : ''}
          </Text>
        </Stack>
        {courses.isPending ? (
          <LearningCourseListSkeleton />
        ) : courses.isError ? (
          <QueryError
            error={courses.error}
            onRetry={() => void courses.refetch()}
            title="Your courses could not load"
          />
        ) : courses.data.items.length === 0 && page > 1 ? (
          <EmptyState
            title="This page is empty"
            action={
              <Button variant="default" onClick={() => setParams({})}>
                Go to the first page
              </Button>
            }
          />
        ) : courses.data.items.length === 0 ? (
          <EmptyState
            title="You have no courses yet"
            description="Courses you buy appear here, with your progress, so you can pick up where you left off."
            action={
              <Button component={Link} to="/courses">
                Browse courses
              </Button>
            }
          />
        ) : (
          <>
            <LearningCourseList items={courses.data.items} />
            {pages > 1 ? (
              <Center component="nav" aria-label="Pagination">
                <Pagination
                  total={pages}
                  value={Math.min(page, pages)}
                  onChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
                  getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
                />
              </Center>
            ) : null}
          </>
        )}
      </Stack>
    </Container>
  );
}
