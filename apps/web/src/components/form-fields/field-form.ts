import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** What a shared field needs from its react-hook-form form: somewhere to register and its errors. */
export type FieldForm<Values extends FieldValues> = Pick<
  UseFormReturn<Values>,
  'register' | 'getFieldState' | 'formState'
>;

/** The message to show under a field, if its value was refused. */
export function fieldError<Values extends FieldValues>(
  form: FieldForm<Values>,
  name: Path<Values>,
): string | undefined {
  // Passing formState subscribes the form to errors, so the message appears as soon as it is set.
  return form.getFieldState(name, form.formState).error?.message;
}
