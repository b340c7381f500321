import { Text } from '@mantine/core';
import type { Control } from 'react-hook-form';
import { FormNumberField } from '../components/number-field';
import type { SettingsFormValues } from './settings-form-schema';

/** The share of each sale (after discounts) paid to the course's instructor; an instructor's own wins. */
export function InstructorShareSetting({ control }: { control: Control<SettingsFormValues> }) {
  return (
    <>
      <Text size="sm" c="dimmed">
        Each sale of an instructor's course pays them this share of what the learner paid (after any coupon);
        the rest is the platform's fee. An instructor's own share, set on their user page, wins. A change
        applies to sales from now on.
      </Text>
      <FormNumberField
        control={control}
        name="instructorShare"
        label="Instructor share (% of each sale)"
        min={0}
        max={100}
        allowDecimal={false}
        suffix=" %"
      />
    </>
  );
}
