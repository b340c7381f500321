/**
 * Why a typed price cannot be used; the field shows it in the visitor's language
 * (`price-range-filter.tsx`).
 */
export const PRICE_ERRORS = {
  negative: 'negative',
  decimals: 'decimals',
  notANumber: 'notANumber',
  inverted: 'inverted',
} as const;
export type PriceError = (typeof PRICE_ERRORS)[keyof typeof PRICE_ERRORS];

/** What a price field holds: no limit, an amount in the shown currency, or why it cannot be used. */
export type PriceReading =
  | { amount: number | null; error?: undefined }
  | { amount?: undefined; error: PriceError };

/**
 * Reads a typed amount ("12", "12.50", "12,5"); empty means "no limit". Anything else gets the reason
 * it cannot be used, so the field can say so rather than silently dropping it.
 */
export function readPrice(text: string): PriceReading {
  const cleaned = text.trim().replace(',', '.');
  if (cleaned === '') return { amount: null };
  const number = /^[-+]?(\d+\.?\d*|\.\d+)$/.test(cleaned) ? Number(cleaned) : Number.NaN;
  if (Number.isNaN(number)) return { error: PRICE_ERRORS.notANumber };
  if (cleaned.startsWith('-') && number !== 0) return { error: PRICE_ERRORS.negative };
  const decimals = cleaned.split('.')[1] ?? '';
  if (decimals.length > 2) return { error: PRICE_ERRORS.decimals };
  return { amount: Math.abs(number) };
}

/** The error of the range as a whole: a minimum above the maximum (both readable), or none. */
export function rangeError(min: PriceReading, max: PriceReading): PriceError | undefined {
  if (min.amount == null || max.amount == null) return undefined;
  return min.amount > max.amount ? PRICE_ERRORS.inverted : undefined;
}
