import { useLingui } from '@lingui/react';
import { TextInput } from '@mantine/core';
import type { FieldValues, Path } from 'react-hook-form';
import { type FieldForm, fieldError } from './field-form';

interface EmailFieldProps<Values extends FieldValues> {
  form: FieldForm<Values>;
  name: Path<Values>;
}

/** The "Email" field every account form and the contact form ask for. */
export function EmailField<Values extends FieldValues>({ form, name }: EmailFieldProps<Values>) {
  const { _ } = useLingui();
  return (
    <TextInput
      label={_('shared.fields.email')}
      type="email"
      autoComplete="email"
      required
      error={fieldError(form, name)}
      {...form.register(name)}
    />
  );
}
