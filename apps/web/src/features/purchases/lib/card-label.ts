import type { CardSummary } from '@coursewise/contract';
import type { I18n } from '@lingui/core';

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** "Visa ending 4242": the brand as people write it and the last four digits, all we ever keep. */
export function describeCard(card: CardSummary | null, _: I18n['_']): string {
  if (!card) return _('commerce.purchases.card');
  const brand =
    BRAND_NAMES[card.brand.toLowerCase()] ?? card.brand.charAt(0).toUpperCase() + card.brand.slice(1);
  return _('commerce.purchases.cardEnding', { brand, last4: card.last4 });
}
