import { Alert, Text } from '@mantine/core';

/**
 * The sandbox's test cards. Drawn by the checkout page before the order is priced, not with the card
 * form: it is the checkout's largest text on a phone (its LCP).
 */
export function SandboxTestCards() {
  return (
    <Alert color="cyan" variant="light" title="Test payments only" role="note">
      <Text size="sm">
        No real money moves. Pay with <strong>4242 4242 4242 4242</strong>; 4000 0000 0000 0002 is declined
        and 4000 0000 0000 9995 has insufficient funds. Use any future expiry date and any 3-digit security
        code.
      </Text>
    </Alert>
  );
}
