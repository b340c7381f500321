import { useLingui } from '@lingui/react';
import { SimpleGrid, Text } from '@mantine/core';
import type { Control } from 'react-hook-form';
import { FormNumberField } from '../components/number-field';
import type { SettingsFormValues } from './settings-form-schema';

/** The refund window and the share of a course below which a learner's request is refunded at once. */
export function RefundSettings({ control }: { control: Control<SettingsFormValues> }) {
  const { _ } = useLingui();
  return (
    <>
      <Text size="sm" c="dimmed">
        {_('console.settings.refunds.hint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FormNumberField
          control={control}
          name="refundWindowDays"
          label={_('console.settings.refunds.window')}
          min={0}
          max={365}
          allowDecimal={false}
        />
        <FormNumberField
          control={control}
          name="refundAutoBelowPercent"
          label={_('console.settings.refunds.autoBelow')}
          min={0}
          max={100}
          allowDecimal={false}
          suffix=" %"
        />
      </SimpleGrid>
    </>
  );
}
