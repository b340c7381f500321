import type { FinalAttempt } from '@coursewise/contract';
import { Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatPercentage } from '../../../lib/format';
import { formatAttemptTime } from '../lib/format-attempt';
import { finalReviewPath } from '../lib/paths';
import classes from './answer-review.module.css';

interface AttemptListProps {
  attempts: FinalAttempt[];
  currentAttemptId: string;
  slug: string;
}

/** The learner's final attempts, oldest first, each opening its review. */
export function AttemptList({ attempts, currentAttemptId, slug }: AttemptListProps) {
  const inOrder = [...attempts].sort((a, b) => a.number - b.number);
  return (
    <nav aria-label="Your attempts">
      <Text size="sm" fw={700} mb={6}>
        Your attempts
      </Text>
      <ul className={classes.attempts}>
        {inOrder.map((attempt) => (
          <li key={attempt.id}>
            <Link
              to={finalReviewPath(slug, attempt.id)}
              className={classes.attemptLink}
              aria-current={attempt.id === currentAttemptId ? 'page' : undefined}
            >
              <span>Attempt {attempt.number}</span>
              <Text span size="xs" c={attempt.passed ? 'teal.9' : 'red.9'} fw={600}>
                {formatPercentage(attempt.percentage)} · {attempt.passed ? 'Passed' : 'Not passed'}
              </Text>
              <Text span size="xs" c="dimmed" fw={400}>
                {formatAttemptTime(attempt.createdAt)}
              </Text>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
