import type { CouponQuote } from '@coursewise/contract';
import { isCouponCodeShape } from '@coursewise/contract/coupon-rules';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useMoneyFormatter } from '../../../hooks/use-currency';
import { errorMessage } from '../../../lib/api-client';

interface CouponFieldProps {
  code: string | undefined;
  quote: { data?: CouponQuote; isFetching: boolean; error: Error | null };
  onApply(code: string): void;
  onRemove(): void;
}

/** "Have a coupon?": a code typed or brought by a share link, checked against this cart. */
export function CouponField({ code, quote, onApply, onRemove }: CouponFieldProps) {
  const [typed, setTyped] = useState('');
  const [formatError, setFormatError] = useState<string | null>(null);
  const formatMoney = useMoneyFormatter();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const isKept = isCouponCodeShape(typed);
    setFormatError(isKept ? null : 'This code is not valid');
    if (isKept) {
      onApply(typed);
      setTyped('');
    }
  };

  if (code && quote.data) {
    return (
      <Group justify="space-between" wrap="nowrap" role="status">
        <Text size="sm">
          Code <strong>{quote.data.code}</strong> applied: −
          {formatMoney(quote.data.discount, quote.data.currency)}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={onRemove}
          aria-label={`Remove code ${quote.data.code}`}
        >
          Remove
        </Button>
      </Group>
    );
  }
  const refusal = formatError ?? (code && quote.error ? errorMessage(quote.error) : null);
  return (
    <form onSubmit={submit} noValidate aria-label="Coupon code">
      <Stack gap="xs">
        <TextInput
          label="Have a coupon?"
          placeholder="Code"
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          error={refusal}
          maxLength={40}
          autoComplete="off"
        />
        <Button type="submit" variant="light" loading={Boolean(code) && quote.isFetching}>
          Apply code
        </Button>
      </Stack>
    </form>
  );
}
