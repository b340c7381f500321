import { useLingui } from '@lingui/react';
import { Button } from '@mantine/core';
import { Link, Navigate, useParams } from 'react-router';
import { useCourse } from '../../../api/get-course';
import { usePurchasedCourse } from '../../../api/get-purchased-course';
import { usePageTitle } from '../../../hooks/use-page-title';
import { PlayerLoadFailure } from '../components/player-load-failure';
import { PlayerMessage, PlayerSkeleton } from '../components/player-states';
import { continuePath } from '../lib/continue-link';

/** /learn/{slug}: finds the course the learner owns and opens the player where they should go on. */
export function LearnCoursePage() {
  const { slug = '' } = useParams();
  const { _ } = useLingui();
  const course = useCourse(slug);
  const purchased = usePurchasedCourse(course.data?.id, { isFresh: true });
  usePageTitle(course.data?.title);

  if (course.isError || purchased.isError) {
    return <PlayerLoadFailure slug={slug} course={course} outline={purchased} />;
  }
  if (!purchased.data || purchased.isFetching) return <PlayerSkeleton />;
  if (purchased.data.nextChapterId === null) {
    return (
      <PlayerMessage
        title={purchased.data.course.title}
        actions={
          <Button component={Link} to="/my-learning">
            {_('learning.goToMyLearning')}
          </Button>
        }
      >
        {_('learning.player.noChapters')}
      </PlayerMessage>
    );
  }
  return <Navigate to={continuePath(purchased.data)} replace />;
}
