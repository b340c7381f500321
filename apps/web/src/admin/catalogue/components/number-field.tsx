import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useEffect, useState } from 'react';

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
