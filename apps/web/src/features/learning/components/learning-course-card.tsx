import type { LearningCourse } from '@coursewise/contract';
import { Button, Text, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { CourseImage } from '../../../components/course/course-image';
import { formatDate } from '../../../lib/format';
import { continueAction, continuePath } from '../lib/continue-link';
import { CourseProgressBar } from './course-progress-bar';
import classes from './learning.module.css';

interface LearningCourseCardProps {
  item: LearningCourse;
  isImageEager?: boolean;
}

/** One owned course on "My learning": cover, title, progress, and the way back in. */
export function LearningCourseCard({ item, isImageEager = false }: LearningCourseCardProps) {
  const titleId = useId();
  const { course } = item;
  const action = continueAction(item);
  const activity = item.lastActivityAt
    ? `Last studied ${formatDate(item.lastActivityAt)}`
    : `Bought ${formatDate(item.purchasedAt)}`;

  return (
    <article className={classes.card} aria-labelledby={titleId}>
      <CourseImage
        src={course.imageUrl}
        srcSet={course.imageSrcSet}
        title={course.title}
        isEager={isImageEager}
      />
      <div className={classes.cardBody}>
        <div>
          <h2 className={classes.cardTitle} id={titleId}>
            {course.title}
          </h2>
          <Text size="sm" c="dimmed">
            {course.instructorName}
          </Text>
        </div>
        <CourseProgressBar progress={item.progress} label={`Progress in ${course.title}`} />
        <Text size="xs" c="dimmed">
          {activity}
        </Text>
        <div className={classes.cardActions}>
          <Button
            component={Link}
            to={continuePath(item)}
            variant={action === 'Open' ? 'default' : 'filled'}
            fullWidth
          >
            {action}
            <VisuallyHidden>{` ${course.title}`}</VisuallyHidden>
          </Button>
        </div>
      </div>
    </article>
  );
}
