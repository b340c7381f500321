import type { CouponQuote } from '@coursewise/contract';
import { isCouponCodeShape } from '@coursewise/contract/coupon-rules';
import { useLingui } from '@lingui/react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useMoneyFormatter } from '../../../hooks/use-currency';
import { errorMessage } from '../../../lib/api-client';
import { richMessage, slot } from './rich-message';

interface CouponFieldProps {
  code: string | undefined;
  quote: { data?: CouponQuote; isFetching: boolean; error: Error | null };
  onApply(code: string): void;
  onRemove(): void;
}

/** "Have a coupon?": a code typed or brought by a share link, checked against this cart. */
export function CouponField({ code, quote, onApply, onRemove }: CouponFieldProps) {
  const { _ } = useLingui();
  const [typed, setTyped] = useState('');
  const [isMisshapen, setMisshapen] = useState(false);
  const formatMoney = useMoneyFormatter();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const isKept = isCouponCodeShape(typed);
    setMisshapen(!isKept);
    if (isKept) {
      onApply(typed);
      setTyped('');
    }
  };

  if (code && quote.data) {
    return (
      <Group justify="space-between" wrap="nowrap" role="status">
        <Text size="sm">
          {richMessage(
            _('commerce.cart.codeApplied', {
              code: slot('code'),
              discount: formatMoney(quote.data.discount, quote.data.currency),
            }),
            { code: <strong>{quote.data.code}</strong> },
          )}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={onRemove}
          aria-label={_('commerce.cart.removeCode', { code: quote.data.code })}
        >
          {_('commerce.remove')}
        </Button>
      </Group>
    );
  }
  const refusal = isMisshapen
    ? _('commerce.cart.codeInvalid')
    : code && quote.error
      ? errorMessage(quote.error)
      : null;
  return (
    <form onSubmit={submit} noValidate aria-label={_('commerce.cart.couponForm')}>
      <Stack gap="xs">
        <TextInput
          label={_('commerce.cart.haveCoupon')}
          placeholder={_('commerce.cart.codePlaceholder')}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          error={refusal}
          maxLength={40}
          autoComplete="off"
        />
        <Button type="submit" variant="light" loading={Boolean(code) && quote.isFetching}>
          {_('commerce.cart.applyCode')}
        </Button>
      </Stack>
    </form>
  );
}
