import { SimpleGrid, Text } from '@mantine/core';
import type { Control } from 'react-hook-form';
import { FormNumberField } from '../components/number-field';
import type { SettingsFormValues } from './settings-form-schema';

/** The refund window and the share of a course below which a learner's request is refunded at once. */
export function RefundSettings({ control }: { control: Control<SettingsFormValues> }) {
  return (
    <>
      <Text size="sm" c="dimmed">
        Learners can ask for a refund from their purchases within the window (0 turns self-service refunds
        off). A learner who completed fewer chapters than the share below is refunded at once; other requests
        wait for you under Refund requests.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FormNumberField
          control={control}
          name="refundWindowDays"
          label="Refund window (days)"
          min={0}
          max={365}
          allowDecimal={false}
        />
        <FormNumberField
          control={control}
          name="refundAutoBelowPercent"
          label="Refund at once below (% of chapters completed)"
          min={0}
          max={100}
          allowDecimal={false}
          suffix=" %"
        />
      </SimpleGrid>
    </>
  );
}
