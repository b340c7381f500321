import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { PaymentProblem } from '../api/recheck-payment';

/**
 * Why the last attempt to pay did not end in a paid order, kept on screen (not a passing toast)
 * until the learner pays again.
 */
export function PaymentProblemAlert({ problem }: { problem: PaymentProblem }) {
  return (
    <Alert color="red" variant="light" title="Payment not completed" role="alert">
      <Stack gap={4} align="flex-start">
        <Text size="sm">{problem.message}</Text>
        {problem.isChargeUnknown ? (
          <Anchor component={Link} to="/purchases" size="sm" fw={600}>
            Check Purchases
          </Anchor>
        ) : null}
      </Stack>
    </Alert>
  );
}
