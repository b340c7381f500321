import type { Cart, CurrencyCode } from '@coursewise/contract';
import { cartKeys } from '@coursewise/contract/query-keys';
import { cartRoutes } from '@coursewise/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../lib/api-client';
import { selectCurrency, selectIsLoggedIn, useAppSelector } from '../store';

/** GET cart/list: the signed-in learner's cart, priced by the server in `currency`. */
export function getCart(currency: CurrencyCode, signal?: AbortSignal): Promise<Cart> {
  return call(cartRoutes.getCart, { query: { currency }, signal });
}

export const cartQueryOptions = (currency: CurrencyCode) =>
  queryOptions({ queryKey: cartKeys.list(currency), queryFn: ({ signal }) => getCart(currency, signal) });

/** The cart in the visitor's display currency; idle while signed out. */
export function useCart() {
  const currency = useAppSelector(selectCurrency);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  return useQuery({ ...cartQueryOptions(currency), enabled: isLoggedIn });
}
