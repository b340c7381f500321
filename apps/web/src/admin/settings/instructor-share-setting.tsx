import { useLingui } from '@lingui/react';
import { Text } from '@mantine/core';
import type { Control } from 'react-hook-form';
import { FormNumberField } from '../components/number-field';
import type { SettingsFormValues } from './settings-form-schema';

/** The share of each sale (after discounts) paid to the course's instructor; an instructor's own wins. */
export function InstructorShareSetting({ control }: { control: Control<SettingsFormValues> }) {
  const { _ } = useLingui();
  return (
    <>
      <Text size="sm" c="dimmed">
        {_('console.settings.share.hint')}
      </Text>
      <FormNumberField
        control={control}
        name="instructorShare"
        label={_('console.settings.share.label')}
        min={0}
        max={100}
        allowDecimal={false}
        suffix=" %"
      />
    </>
  );
}
