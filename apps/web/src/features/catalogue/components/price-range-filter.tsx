import { CATALOGUE_PRICE_MAX as PRICE_MAX } from '@coursewise/contract/catalogue-url';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Group, Text, TextInput } from '@mantine/core';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useCurrency } from '../../../hooks/use-currency';
import { useActiveLocale } from '../../../i18n/use-active-locale';
import { currencySymbol, formatMoney, shownCurrency } from '../../../lib/currency';
import { fromUsdCents, toUsdCents } from '../../../lib/currency-conversion';
import { selectSettings, useAppSelector } from '../../../store';
import { formatAmountIn } from '../lib/localized';
import { type PriceError, type PriceReading, rangeError, readPrice } from '../lib/price-input';

interface PriceRangeFilterProps {
  /** US cents, as in the URL and the API. */
  minPrice: number | null;
  maxPrice: number | null;
  onChange: (minPrice: number | null, maxPrice: number | null) => void;
}

type Field = 'min' | 'max';
/** Why a field's price cannot be used: kept as a reason, worded when shown (in the language shown then). */
type FieldError = PriceError | 'tooHigh';
type FieldErrors = Partial<Record<Field, FieldError>>;

/** Why a typed price cannot be used, in the visitor's language; `highest` is the largest price allowed. */
function fieldErrorText(_: I18n['_'], error: FieldError, highest: string): string {
  const messages: Record<FieldError, string> = {
    negative: _('catalogue.price.negative'),
    decimals: _('catalogue.price.decimals'),
    notANumber: _('catalogue.price.notANumber'),
    inverted: _('catalogue.price.inverted'),
    tooHigh: _('catalogue.price.tooHigh', { price: highest }),
  };
  return messages[error];
}

/** How long typing must pause before the range is applied. */
export const PRICE_TYPING_DELAY_MS = 600;

/**
 * "Min price" and "Max price" in the visitor's currency, converted to US cents for the URL; applied
 * after a pause in typing, on Enter and when the field is left. A price that cannot be used (negative,
 * more than 2 decimals, not a number, a minimum above the maximum) is explained under its field and
 * never reaches the URL.
 */
export function PriceRangeFilter({ minPrice, maxPrice, onChange }: PriceRangeFilterProps) {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const [chosen] = useCurrency();
  const settings = useAppSelector(selectSettings)?.currency;
  // Amounts are typed in dollars until the chosen currency's rate is known.
  const currency = shownCurrency(chosen, settings);
  const shown = (cents: number | null) =>
    cents === null ? '' : formatAmountIn(fromUsdCents(cents, currency, settings), locale);
  const centsOf = (reading: PriceReading) =>
    reading.amount == null ? null : toUsdCents(reading.amount, currency, settings);
  const [minText, setMinText] = useState(shown(minPrice));
  const [maxText, setMaxText] = useState(shown(maxPrice));
  const [errors, setErrors] = useState<FieldErrors>({});

  const minRef = useRef<HTMLInputElement>(null);
  const maxRef = useRef<HTMLInputElement>(null);
  // Typed since the range was last applied: only then does a pause, Enter or leaving a field apply it.
  const dirty = useRef(false);
  // The field typed in last carries "the minimum is above the maximum", where the visitor is looking.
  const lastEdited = useRef<Field>('min');

  // The URL changed (a filter applied, back/forward, "Clear filters"): show its values, keeping what
  // was typed when it already means the same amount (no reformatting under the cursor), and what is
  // being typed right now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `shown` and `centsOf` depend only on these values and the currency.
  useEffect(() => {
    // Typed since the change that led here (a keystroke after a pause applied the range, before the
    // address caught up): the field being typed in keeps its text, applied after the next pause.
    const typing = dirty.current;
    const sync = (text: string, cents: number | null, field: HTMLInputElement | null) => {
      if (typing && field !== null && document.activeElement === field) return text;
      const reading = readPrice(text);
      return reading.error === undefined && centsOf(reading) === cents ? text : shown(cents);
    };
    setMinText((text) => sync(text, minPrice, minRef.current));
    setMaxText((text) => sync(text, maxPrice, maxRef.current));
    setErrors({});
    if (!typing) dirty.current = false;
  }, [minPrice, maxPrice]);

  // The currency changed (or its rate just arrived): convert the fields, but never under the cursor of
  // someone typing (their amount is applied in the new currency after their pause).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a currency change should run this.
  useEffect(() => {
    if (document.activeElement !== minRef.current) setMinText(shown(minPrice));
    if (document.activeElement !== maxRef.current) setMaxText(shown(maxPrice));
  }, [currency]);

  const fieldError = (reading: PriceReading): FieldError | undefined => {
    if (reading.error !== undefined) return reading.error;
    const cents = centsOf(reading);
    return cents === null || cents <= PRICE_MAX ? undefined : 'tooHigh';
  };
  const highest = formatMoney(
    Math.floor(fromUsdCents(PRICE_MAX, currency, settings) * 100),
    currency,
    settings,
    locale,
  );
  const errorText = (error: FieldError | undefined) =>
    error === undefined ? undefined : fieldErrorText(_, error, highest);

  const apply = () => {
    if (!dirty.current) return;
    dirty.current = false;
    const min = readPrice(minText);
    const max = readPrice(maxText);
    const next: FieldErrors = { min: fieldError(min), max: fieldError(max) };
    if (!next.min && !next.max) {
      const inverted = rangeError(min, max);
      if (inverted) next[lastEdited.current] = inverted;
    }
    setErrors(next);
    if (next.min || next.max) return;
    const minCents = centsOf(min);
    const maxCents = centsOf(max);
    if (minCents !== minPrice || maxCents !== maxPrice) onChange(minCents, maxCents);
  };

  // A pause in typing applies the range (or explains why it cannot be).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the typed text restarts the pause.
  useEffect(() => {
    if (!dirty.current) return;
    const timer = window.setTimeout(apply, PRICE_TYPING_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [minText, maxText]);

  const type = (field: Field, text: string) => {
    dirty.current = true;
    lastEdited.current = field;
    if (field === 'min') setMinText(text);
    else setMaxText(text);
  };

  const symbol = currencySymbol(currency, settings);
  const fieldProps = {
    inputMode: 'decimal' as const,
    leftSection: <Text size="sm">{symbol}</Text>,
    onBlur: apply,
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Enter') apply();
    },
    flex: 1,
    miw: 0,
  };

  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <Text component="legend" size="sm" fw={500} mb={4}>
        {_('catalogue.price.legend', { currency })}
      </Text>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <TextInput
          type="text"
          ref={minRef}
          label={_('catalogue.price.min')}
          placeholder="0"
          value={minText}
          error={errorText(errors.min)}
          onChange={(event) => type('min', event.currentTarget.value)}
          {...fieldProps}
        />
        <TextInput
          type="text"
          ref={maxRef}
          label={_('catalogue.price.max')}
          placeholder={_('catalogue.price.noLimit')}
          value={maxText}
          error={errorText(errors.max)}
          onChange={(event) => type('max', event.currentTarget.value)}
          {...fieldProps}
        />
      </Group>
    </fieldset>
  );
}
