import { TextInput } from '@mantine/core';
import type { FieldValues, Path } from 'react-hook-form';
import { type FieldForm, fieldError } from './field-form';

interface CodeFieldProps<Values extends FieldValues> {
  form: FieldForm<Values>;
  name: Path<Values>;
  /** "Verification code" or "Reset code": what the e-mailed code is for. */
  label: string;
}

/** The 6-digit code from an e-mail, typed or filled in by the phone's one-time-code suggestion. */
export function CodeField<Values extends FieldValues>({ form, name, label }: CodeFieldProps<Values>) {
  return (
    <TextInput
      label={label}
      description="The 6-digit code we emailed you."
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      required
      error={fieldError(form, name)}
      {...form.register(name)}
    />
  );
}
