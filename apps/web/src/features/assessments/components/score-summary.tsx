import { Stack, Text } from '@mantine/core';
import { formatPercentage } from '../../../lib/format';
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
  return (
    <Stack gap={6}>
      <Text className={classes.score} c={passed ? 'teal.9' : 'red.9'}>
        {formatPercentage(percentage)}
      </Text>
      <Text>
        {correct} of {total} correct
      </Text>
      <Text fw={700} c={passed ? 'teal.9' : 'red.9'}>
        {passMark === undefined
          ? passed
            ? 'Passed.'
            : 'Not passed.'
          : passed
            ? `Passed: the pass mark is ${passMark}%.`
            : `Not passed: you need ${passMark}% to pass.`}
      </Text>
    </Stack>
  );
}
