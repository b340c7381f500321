import type { GiftInput } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Button, Group, Paper, Switch, Text } from '@mantine/core';
import { richMessage, slot } from '../lib/rich-message';

interface GiftChoiceProps {
  isGift: boolean;
  onToggle: (isGift: boolean) => void;
  /** The recipient once given (the order is then priced for them). */
  gift: GiftInput | null;
  onChangeRecipient: () => void;
}

/** "Buy as a gift", offered when one course is checked out; with the recipient once given. */
export function GiftChoice({ isGift, onToggle, gift, onChangeRecipient }: GiftChoiceProps) {
  const { _ } = useLingui();
  return (
    <Paper withBorder radius="lg" p="md">
      <Group justify="space-between" gap="sm">
        <Switch
          label={_('commerce.gift.buyAsGift')}
          description={_('commerce.gift.buyAsGiftHint')}
          checked={isGift}
          onChange={(event) => onToggle(event.currentTarget.checked)}
        />
        {isGift && gift ? (
          <Group gap="xs">
            <Text size="sm">
              {richMessage(_('commerce.gift.for', { email: slot('email') }), {
                email: <strong>{gift.email}</strong>,
              })}
            </Text>
            <Button variant="subtle" size="compact-sm" onClick={onChangeRecipient}>
              {_('commerce.gift.change')}
            </Button>
          </Group>
        ) : null}
      </Group>
    </Paper>
  );
}
