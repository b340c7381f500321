import type { CurrencyCode } from '@coursewise/contract';
import type { Rates } from '../../lib/currency.js';

/**
 * A code's discount on an order's lines (docs/decisions.md, "Coupons: the rounding"). Amounts are
 * integer minor units of the order's currency; a line's discount never exceeds its amount.
 *  - Percent: per eligible line, round(amount × percent / 100), halves rounded up.
 *  - Fixed: `amountOff` in its own currency, converted through USD by the settings' rates
 *    (round(amountOff × rate[order] / rate[coupon]), USD's rate being 1), capped at the eligible
 *    total, then spread over the eligible lines in proportion to their amounts, each share rounded
 *    down; the minor units left over go one each to the largest lines first (the earlier line on a tie).
 */

export interface PricedLine {
  courseId: string;
  amount: number;
}

export type CouponValue =
  | { kind: 'percent'; percentOff: number }
  | { kind: 'amount'; amountOff: number; currency: CurrencyCode };

const rateOf = (currency: CurrencyCode, rates: Rates): number => (currency === 'USD' ? 1 : rates[currency]);

/** `amountOff` of `from` in minor units of `to`, converted through USD and rounded half up. */
export function convertAmount(amountOff: number, from: CurrencyCode, to: CurrencyCode, rates: Rates): number {
  if (from === to) return amountOff;
  return Math.round((amountOff * rateOf(to, rates)) / rateOf(from, rates));
}

/** The discount of each line (0 for lines not eligible), in the lines' order. */
export function discountLines(
  lines: PricedLine[],
  isEligible: (courseId: string) => boolean,
  value: CouponValue,
  currency: CurrencyCode,
  rates: Rates,
): number[] {
  const eligible = lines.map((line) => isEligible(line.courseId) && line.amount > 0);
  if (value.kind === 'percent')
    return lines.map((line, i) =>
      eligible[i] ? Math.min(line.amount, Math.round((line.amount * value.percentOff) / 100)) : 0,
    );
  const eligibleTotal = lines.reduce((sum, line, i) => sum + (eligible[i] ? line.amount : 0), 0);
  const off = Math.min(eligibleTotal, convertAmount(value.amountOff, value.currency, currency, rates));
  if (off === 0) return lines.map(() => 0);
  const shares = lines.map((line, i) => (eligible[i] ? Math.floor((line.amount * off) / eligibleTotal) : 0));
  let left = off - shares.reduce((sum, share) => sum + share, 0);
  const largestFirst = lines
    .map((line, i) => ({ i, amount: line.amount }))
    .filter(({ i }) => eligible[i])
    .sort((a, b) => b.amount - a.amount || a.i - b.i);
  while (left > 0) {
    for (const { i, amount } of largestFirst) {
      if (left === 0) break;
      if ((shares[i] as number) < amount) {
        shares[i] = (shares[i] as number) + 1;
        left -= 1;
      }
    }
  }
  return shares;
}
