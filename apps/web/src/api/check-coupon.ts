import type { CouponQuote, CurrencyCode } from '@coursewise/contract';
import { couponKeys } from '@coursewise/contract/query-keys';
import { couponRoutes } from '@coursewise/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { call } from '../lib/api-client';

interface CouponOrder {
  code: string | undefined;
  currency: CurrencyCode;
  courseIds: readonly string[];
}

/** GET coupon/check: the order's lines with the code applied (signed out too). */
export function checkCoupon(
  { code, currency, courseIds }: CouponOrder & { code: string },
  signal?: AbortSignal,
) {
  return call(couponRoutes.checkCoupon, {
    query: { code, currency, courseIds: courseIds.join(',') },
    signal,
  });
}

/** The quote of a code for these courses; idle without a code or courses. */
export function useCouponQuote(order: CouponOrder) {
  const { code, currency, courseIds } = order;
  return useQuery<CouponQuote>({
    queryKey: couponKeys.check(code ?? '', currency, courseIds),
    queryFn: ({ signal }) => checkCoupon({ code: code ?? '', currency, courseIds }, signal),
    enabled: Boolean(code) && courseIds.length > 0,
  });
}
