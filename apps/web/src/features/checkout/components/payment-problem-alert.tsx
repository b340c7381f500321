import { useLingui } from '@lingui/react';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { PaymentProblem } from '../api/recheck-payment';
import { checkoutMessage } from '../lib/checkout-messages';

/**
 * Why the last attempt to pay did not end in a paid order, kept on screen (not a passing toast)
 * until the learner pays again.
 */
export function PaymentProblemAlert({ problem }: { problem: PaymentProblem }) {
  const { _ } = useLingui();
  return (
    <Alert color="red" variant="light" title={_('commerce.payment.notCompleted')} role="alert">
      <Stack gap={4} align="flex-start">
        <Text size="sm">{checkoutMessage(_, problem.message)}</Text>
        {problem.isChargeUnknown ? (
          <Anchor component={Link} to="/purchases" size="sm" fw={600}>
            {_('commerce.payment.checkPurchases')}
          </Anchor>
        ) : null}
      </Stack>
    </Alert>
  );
}
