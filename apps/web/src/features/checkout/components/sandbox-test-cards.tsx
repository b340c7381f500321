import { useLingui } from '@lingui/react';
import { Alert, Text } from '@mantine/core';
import { richMessage, slot } from '../lib/rich-message';

/**
 * The sandbox's test cards. Drawn by the checkout page before the order is priced, not with the card
 * form: it is the checkout's largest text on a phone (its LCP).
 */
export function SandboxTestCards() {
  const { _ } = useLingui();
  return (
    <Alert color="cyan" variant="light" title={_('commerce.testCards.title')} role="note">
      <Text size="sm">
        {richMessage(
          _('commerce.testCards.body', {
            good: slot('good'),
            declined: '4000 0000 0000 0002',
            noFunds: '4000 0000 0000 9995',
          }),
          { good: <strong>4242 4242 4242 4242</strong> },
        )}
      </Text>
    </Alert>
  );
}
