import type { CurrencyCode } from '@coursewise/contract';
import { useCallback } from 'react';
import { useActiveLocale } from '../i18n/use-active-locale';
import { displayPrice, formatMoney } from '../lib/currency';
import { saveCurrencyPreference } from '../lib/currency-preference';
import { selectCurrency, selectSettings, useAppDispatch, useAppSelector } from '../store';
import { setCurrency } from '../store/global-slice';

/** The visitor's display currency and a way to change it (remembered for the next visit). */
export function useCurrency(): [CurrencyCode, (currency: CurrencyCode) => void] {
  const dispatch = useAppDispatch();
  const currency = useAppSelector(selectCurrency);
  const change = useCallback(
    (next: CurrencyCode) => {
      saveCurrencyPreference(next);
      dispatch(setCurrency(next));
    },
    [dispatch],
  );
  return [currency, change];
}

/** Formats a US-cent price in the visitor's currency (amount × rate, 2 decimals, its symbol). */
export function usePriceFormatter(): (usdCents: number) => string {
  const currency = useAppSelector(selectCurrency);
  const settings = useAppSelector(selectSettings)?.currency;
  const locale = useActiveLocale();
  return useCallback(
    (usdCents: number) => displayPrice(usdCents, currency, settings, locale),
    [currency, settings, locale],
  );
}

/** Formats an amount the server already priced in `currency` (the cart's minor units). */
export function useMoneyFormatter(): (minorUnits: number, currency: CurrencyCode) => string {
  const settings = useAppSelector(selectSettings)?.currency;
  const locale = useActiveLocale();
  return useCallback(
    (minorUnits: number, currency: CurrencyCode) => formatMoney(minorUnits, currency, settings, locale),
    [settings, locale],
  );
}
