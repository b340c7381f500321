import { useLingui } from '@lingui/react';
import { TextInput } from '@mantine/core';
import type { ChangeEvent, ClipboardEvent } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { type FieldForm, fieldError } from './field-form';

const CODE_LENGTH = 6;

interface CodeFieldProps<Values extends FieldValues> {
  form: FieldForm<Values>;
  name: Path<Values>;
  /** "Verification code" or "Reset code": what the e-mailed code is for. */
  label: string;
}

/** The code's digits in `text` ("123 456", "123-456" from a mail), at most six. */
export const codeDigits = (text: string): string => text.replace(/\D/g, '').slice(0, CODE_LENGTH);

/**
 * The 6-digit code from an e-mail, typed or filled in by the phone's one-time-code suggestion. Only
 * digits go in: letters are dropped as they are typed, and a pasted "123 456" keeps all six digits.
 */
export function CodeField<Values extends FieldValues>({ form, name, label }: CodeFieldProps<Values>) {
  const field = form.register(name);
  const { _ } = useLingui();

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const digits = codeDigits(input.value);
    if (digits !== input.value) input.value = digits;
    return field.onChange(event);
  };

  // The browser would cut "123 456" to "123 45" at maxLength before any change event sees it.
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    if (/^\d*$/.test(pasted)) return;
    event.preventDefault();
    const input = event.currentTarget;
    input.value = codeDigits(pasted);
    void field.onChange({ target: input, type: 'change' });
  };

  return (
    <TextInput
      label={label}
      description={_('shared.fields.codeHint')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={CODE_LENGTH}
      required
      error={fieldError(form, name)}
      {...field}
      onChange={onChange}
      onPaste={onPaste}
    />
  );
}
