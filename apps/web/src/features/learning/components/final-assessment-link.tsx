import type { PurchasedCourse } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { NavLink } from 'react-router';
import { AwardIcon, CheckIcon, LockIcon } from '../../../components/icons';
import { finalAssessmentPath } from '../lib/continue-link';
import type { Translate } from '../lib/localized';
import classes from './player.module.css';

/** What the outline says under "Final assessment" for the learner's state. */
function finalState({ finalAssessment, progress }: PurchasedCourse, _: Translate): string {
  const { status, attemptsAllowed, attemptsUsed } = finalAssessment;
  if (status === 'locked') {
    const remaining = Math.max(progress.total - progress.completed, 0);
    return _('learning.final.locked', { remaining });
  }
  if (status === 'passed') return _('learning.final.passed');
  if (status === 'exhausted') return _('learning.final.exhausted');
  return _('learning.final.attemptsLeft', { left: attemptsAllowed - attemptsUsed, allowed: attemptsAllowed });
}

/**
 * The outline's last entry: the final assessment, locked while chapters remain. NavLink marks it as the
 * current page on the assessment and on its review.
 */
export function FinalAssessmentLink({ course }: { course: PurchasedCourse }) {
  const { _ } = useLingui();
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
          <span className={classes.chapterTitle}>{_('learning.final.title')}</span>{' '}
          <span className={classes.chapterMeta}>{finalState(course, _)}</span>
        </span>
      </NavLink>
    </div>
  );
}
