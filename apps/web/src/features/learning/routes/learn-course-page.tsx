import { Button, Container } from '@mantine/core';
import { Link, Navigate, useParams } from 'react-router';
import { useCourse } from '../../../api/get-course';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../hooks/use-page-title';
import { isApiError } from '../../../lib/api-client';
import { usePurchasedCourse } from '../api/get-purchased-course';
import { NotOwnedMessage, PlayerMessage, PlayerNotFound, PlayerSkeleton } from '../components/player-states';
import { continuePath } from '../lib/continue-link';

/** /learn/{slug}: finds the course the learner owns and opens the player where they should go on. */
export function LearnCoursePage() {
  const { slug = '' } = useParams();
  const course = useCourse(slug);
  const purchased = usePurchasedCourse(course.data?.id, { isFresh: true });
  usePageTitle(course.data?.title);

  const failed = course.error ?? purchased.error;
  if (failed) {
    const status = isApiError(failed) ? failed.status : 0;
    if (course.isError && (status === 404 || status === 400)) return <PlayerNotFound what="course" />;
    if (purchased.isError && status === 403) return <NotOwnedMessage slug={slug} />;
    return (
      <Container size="sm" py="xl">
        <QueryError
          error={failed}
          onRetry={() => void (course.isError ? course.refetch() : purchased.refetch())}
          title="The course could not load"
        />
      </Container>
    );
  }
  if (!purchased.data || purchased.isFetching) return <PlayerSkeleton />;
  if (purchased.data.nextChapterId === null) {
    return (
      <PlayerMessage
        title={purchased.data.course.title}
        actions={
          <Button component={Link} to="/my-learning">
            Go to My learning
          </Button>
        }
      >
        This course has no chapters yet. Come back soon.
      </PlayerMessage>
    );
  }
  return <Navigate to={continuePath(purchased.data)} replace />;
}
