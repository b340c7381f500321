import { useLingui } from '@lingui/react';
import { Stack, Text } from '@mantine/core';
import { useActiveLocale } from '../../../i18n/use-active-locale';
import { formatPercent } from '../lib/intl';
import classes from './assessments.module.css';

interface ScoreSummaryProps {
  percentage: number;
  correct: number;
  total: number;
  passed: boolean;
  /** Left out where it is not known (a review opened directly). */
  passMark?: number;
}

/** The score as a percentage, how many were right, and whether that reaches the pass mark. */
export function ScoreSummary({ percentage, correct, total, passed, passMark }: ScoreSummaryProps) {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const mark = passMark === undefined ? '' : formatPercent(passMark, locale);
  return (
    <Stack gap={6}>
      <Text className={classes.score} c={passed ? 'teal.9' : 'red.9'}>
        {formatPercent(percentage, locale)}
      </Text>
      <Text>{_('assessments.score.correct', { correct, total })}</Text>
      <Text fw={700} c={passed ? 'teal.9' : 'red.9'}>
        {passMark === undefined
          ? passed
            ? _('assessments.score.passed')
            : _('assessments.score.failed')
          : passed
            ? _('assessments.score.passedMark', { passMark: mark })
            : _('assessments.score.failedMark', { passMark: mark })}
      </Text>
    </Stack>
  );
}
