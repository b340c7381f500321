import type { LearningCourse } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Button, Text, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { CourseImage } from '../../../components/course/course-image';
import { useActiveLocale } from '../../../i18n/use-active-locale';
import { formatDate } from '../../../lib/format';
import { type ContinueAction, continueAction, continuePath } from '../lib/continue-link';
import { dateLocaleOf, type Translate } from '../lib/localized';
import { CourseProgressBar } from './course-progress-bar';
import classes from './learning.module.css';

interface LearningCourseCardProps {
  item: LearningCourse;
  isImageEager?: boolean;
}

/** The card's button: "Start", "Continue" or "Open". */
function actionLabel(action: ContinueAction, _: Translate): string {
  if (action === 'Start') return _('learning.card.start');
  if (action === 'Open') return _('learning.card.open');
  return _('learning.card.continue');
}

/** One owned course on "My learning": cover, title, progress, and the way back in. */
export function LearningCourseCard({ item, isImageEager = false }: LearningCourseCardProps) {
  const titleId = useId();
  const { _ } = useLingui();
  const dateLocale = dateLocaleOf(useActiveLocale());
  const { course } = item;
  const action = continueAction(item);
  const activity = item.lastActivityAt
    ? _('learning.card.lastStudied', { date: formatDate(item.lastActivityAt, dateLocale) })
    : _('learning.card.bought', { date: formatDate(item.purchasedAt, dateLocale) });

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
        <CourseProgressBar
          progress={item.progress}
          label={_('learning.card.progressIn', { title: course.title })}
        />
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
            {actionLabel(action, _)}
            <VisuallyHidden>{` ${course.title}`}</VisuallyHidden>
          </Button>
        </div>
      </div>
    </article>
  );
}
