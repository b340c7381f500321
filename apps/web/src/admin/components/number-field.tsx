import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import { type Control, type FieldPathByValue, type FieldValues, useController } from 'react-hook-form';

type NumberFieldProps = Omit<NumberInputProps, 'value' | 'onChange'> & {
  /** NaN while the input is empty or not a number, so the form's schema reports it with its message. */
  value: number;
  onChange: (value: number) => void;
};

const parse = (text: string | number) =>
  typeof text === 'number' ? text : text.trim() === '' ? Number.NaN : Number(text);

/**
 * A number input for forms: keeps what the admin is typing ("24.", "-") while the form holds a number,
 * and never clamps silently, so an out-of-range value gets the field's message instead.
 */
export function NumberField({ value, onChange, ...props }: NumberFieldProps) {
  const [text, setText] = useState<string | number>(Number.isNaN(value) ? '' : value);
  // A reset of the form (a saved record arriving) replaces the text.
  useEffect(() => {
    setText((current) => (Object.is(parse(current), value) ? current : Number.isNaN(value) ? '' : value));
  }, [value]);
  return (
    <NumberInput
      clampBehavior="none"
      {...props}
      value={text}
      onChange={(next) => {
        setText(next);
        onChange(parse(next));
      }}
    />
  );
}

type FormNumberFieldProps<T extends FieldValues> = Omit<NumberFieldProps, 'value' | 'onChange' | 'onBlur'> & {
  control: Control<T>;
  /** A number field of the form's values. */
  name: FieldPathByValue<T, number>;
};

/**
 * A form's number field: the value, changes, blur and the schema's message wired to the form, so a
 * form names the field and its limits once instead of repeating a `Controller` around a `NumberField`.
 */
export function FormNumberField<T extends FieldValues>({
  control,
  name,
  error,
  ...props
}: FormNumberFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <NumberField
      {...props}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error === undefined ? fieldState.error?.message : error}
    />
  );
}
