import { Group, Text, TextInput } from '@mantine/core';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useCurrency } from '../../../hooks/use-currency';
import { currencySymbol, fromUsdCents, shownCurrency, toUsdCents } from '../../../lib/currency';
import { selectSettings, useAppSelector } from '../../../store';

interface PriceRangeFilterProps {
  /** US cents, as in the URL and the API. */
  minPrice: number | null;
  maxPrice: number | null;
  onChange: (minPrice: number | null, maxPrice: number | null) => void;
}

/** Reads a typed amount ("12", "12.50"); empty or unreadable means "no limit". */
function readAmount(text: string): number | null {
  const cleaned = text.replace(',', '.').trim();
  if (cleaned === '' || !/^\d+(\.\d{0,2})?$/.test(cleaned)) return null;
  return Number(cleaned);
}

/**
 * "Min price" and "Max price" in the visitor's currency, converted to US cents for the URL; applied
 * when the field is left or Enter is pressed, not on every keystroke.
 */
export function PriceRangeFilter({ minPrice, maxPrice, onChange }: PriceRangeFilterProps) {
  const [chosen] = useCurrency();
  const settings = useAppSelector(selectSettings)?.currency;
  // Amounts are typed in dollars until the chosen currency's rate is known.
  const currency = shownCurrency(chosen, settings);
  const shown = (cents: number | null) =>
    cents === null ? '' : String(fromUsdCents(cents, currency, settings));
  const [minText, setMinText] = useState(shown(minPrice));
  const [maxText, setMaxText] = useState(shown(maxPrice));

  const minRef = useRef<HTMLInputElement>(null);
  const maxRef = useRef<HTMLInputElement>(null);

  // The URL changed (a filter applied, back/forward): show its values.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `shown` depends only on these values.
  useEffect(() => {
    setMinText(shown(minPrice));
    setMaxText(shown(maxPrice));
  }, [minPrice, maxPrice]);

  // The currency changed (or its rate just arrived): convert the fields, but never under the cursor of
  // someone typing (their amount is applied in the new currency when they leave the field).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a currency change should run this.
  useEffect(() => {
    if (document.activeElement !== minRef.current) setMinText(shown(minPrice));
    if (document.activeElement !== maxRef.current) setMaxText(shown(maxPrice));
  }, [currency]);

  const apply = () => {
    const min = readAmount(minText);
    const max = readAmount(maxText);
    const minCents = min === null ? null : toUsdCents(min, currency, settings);
    const maxCents = max === null ? null : toUsdCents(max, currency, settings);
    if (minCents === minPrice && maxCents === maxPrice) {
      // Nothing changed (or the text was unreadable): tidy the fields.
      setMinText(shown(minPrice));
      setMaxText(shown(maxPrice));
      return;
    }
    onChange(minCents, maxCents);
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
        Price ({currency})
      </Text>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <TextInput
          ref={minRef}
          label="Min price"
          placeholder="0"
          value={minText}
          onChange={(event) => setMinText(event.currentTarget.value)}
          {...fieldProps}
        />
        <TextInput
          ref={maxRef}
          label="Max price"
          placeholder="Any"
          value={maxText}
          onChange={(event) => setMaxText(event.currentTarget.value)}
          {...fieldProps}
        />
      </Group>
    </fieldset>
  );
}
