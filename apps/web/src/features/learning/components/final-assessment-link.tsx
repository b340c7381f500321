import type { PurchasedCourse } from '@coursewise/contract';
import { NavLink } from 'react-router';
import { AwardIcon, CheckIcon, LockIcon } from '../../../components/icons';
import { pluralise } from '../../../lib/format';
import { finalAssessmentPath } from '../lib/continue-link';
import classes from './player.module.css';

/** What the outline says under "Final assessment" for the learner's state. */
function finalState({ finalAssessment, progress }: PurchasedCourse): string {
  const { status, attemptsAllowed, attemptsUsed } = finalAssessment;
  if (status === 'locked') {
    const remaining = Math.max(progress.total - progress.completed, 0);
    return `Locked · ${pluralise(remaining, 'chapter')} to go`;
  }
  if (status === 'passed') return 'Passed';
  if (status === 'exhausted') return 'No attempts left';
  return `${attemptsAllowed - attemptsUsed} of ${pluralise(attemptsAllowed, 'attempt')} left`;
}

/**
 * The outline's last entry: the final assessment, locked while chapters remain. NavLink marks it as the
 * current page on the assessment and on its review.
 */
export function FinalAssessmentLink({ course }: { course: PurchasedCourse }) {
  const { status } = course.finalAssessment;
  if (status === 'none') return null;
  const isDone = status === 'passed';
  const Icon = status === 'locked' ? LockIcon : isDone ? CheckIcon : AwardIcon;
  return (
    <div className={classes.finalEntry}>
      <NavLink to={finalAssessmentPath(course.course.slug)} className={classes.chapterLink}>
        <span className={isDone ? `${classes.status} ${classes.statusDone}` : classes.status}>
          <Icon size={14} />
        </span>
        <span className={classes.chapterText}>
          <span className={classes.chapterTitle}>Final assessment</span>{' '}
          <span className={classes.chapterMeta}>{finalState(course)}</span>
        </span>
      </NavLink>
    </div>
  );
}
