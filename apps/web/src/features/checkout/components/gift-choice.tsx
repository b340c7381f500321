import type { GiftInput } from '@coursewise/contract';
import { Button, Group, Paper, Switch, Text } from '@mantine/core';

interface GiftChoiceProps {
  isGift: boolean;
  onToggle: (isGift: boolean) => void;
  /** The recipient once given (the order is then priced for them). */
  gift: GiftInput | null;
  onChangeRecipient: () => void;
}

/** "Buy as a gift", offered when one course is checked out; with the recipient once given. */
export function GiftChoice({ isGift, onToggle, gift, onChangeRecipient }: GiftChoiceProps) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Group justify="space-between" gap="sm">
        <Switch
          label="Buy as a gift"
          description="Someone else gets the course: we email them a code."
          checked={isGift}
          onChange={(event) => onToggle(event.currentTarget.checked)}
        />
        {isGift && gift ? (
          <Group gap="xs">
            <Text size="sm">
              A gift for <strong>{gift.email}</strong>
            </Text>
            <Button variant="subtle" size="compact-sm" onClick={onChangeRecipient}>
              Change
            </Button>
          </Group>
        ) : null}
      </Group>
    </Paper>
  );
}
