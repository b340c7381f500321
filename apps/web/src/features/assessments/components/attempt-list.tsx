import type { FinalAttempt } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Text } from '@mantine/core';
import { Link } from 'react-router';
import { useActiveLocale } from '../../../i18n/use-active-locale';
import { formatAttemptTime } from '../lib/format-attempt';
import { dateTag, formatPercent } from '../lib/intl';
import { finalReviewPath } from '../lib/paths';
import classes from './answer-review.module.css';

interface AttemptListProps {
  attempts: FinalAttempt[];
  currentAttemptId: string;
  slug: string;
}

/** The learner's final attempts, oldest first, each opening its review. */
export function AttemptList({ attempts, currentAttemptId, slug }: AttemptListProps) {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const inOrder = [...attempts].sort((a, b) => a.number - b.number);
  return (
    <nav aria-label={_('assessments.attempts.title')}>
      <Text size="sm" fw={700} mb={6}>
        {_('assessments.attempts.title')}
      </Text>
      <ul className={classes.attempts}>
        {inOrder.map((attempt) => (
          <li key={attempt.id}>
            <Link
              to={finalReviewPath(slug, attempt.id)}
              className={classes.attemptLink}
              aria-current={attempt.id === currentAttemptId ? 'page' : undefined}
            >
              <span>{_('assessments.attempts.attempt', { number: attempt.number })}</span>
              <Text span size="xs" c={attempt.passed ? 'teal.9' : 'red.9'} fw={600}>
                {attempt.passed
                  ? _('assessments.attempts.scorePassed', {
                      score: formatPercent(attempt.percentage, locale),
                    })
                  : _('assessments.attempts.scoreFailed', {
                      score: formatPercent(attempt.percentage, locale),
                    })}
              </Text>
              <Text span size="xs" c="dimmed" fw={400}>
                {formatAttemptTime(attempt.createdAt, dateTag(locale))}
              </Text>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
