import { limits } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { PasswordInput } from '@mantine/core';
import type { FieldValues, Path } from 'react-hook-form';
import { type FieldForm, fieldError } from './field-form';

interface PasswordFieldsProps<Values extends FieldValues> {
  form: FieldForm<Values>;
  /** The fields holding the new password and its repetition. */
  names: { password: Path<Values>; confirm: Path<Values> };
  /** Whether the password replaces another: labelled "New password", else "Password". */
  replacing?: boolean;
}

/**
 * A new password with its length limits, then the same again ("Confirm password" or "Confirm new
 * password"); the form's resolver checks that both match.
 */
export function PasswordFields<Values extends FieldValues>({
  form,
  names,
  replacing = false,
}: PasswordFieldsProps<Values>) {
  const { _ } = useLingui();
  const isNew = replacing;
  return (
    <>
      <PasswordInput
        label={isNew ? _('shared.fields.newPassword') : _('shared.fields.password')}
        description={_('shared.fields.passwordHint', { min: limits.passwordMin, max: limits.passwordMax })}
        autoComplete="new-password"
        required
        error={fieldError(form, names.password)}
        {...form.register(names.password)}
      />
      <PasswordInput
        label={isNew ? _('shared.fields.confirmNewPassword') : _('shared.fields.confirmPassword')}
        autoComplete="new-password"
        required
        error={fieldError(form, names.confirm)}
        {...form.register(names.confirm)}
      />
    </>
  );
}
