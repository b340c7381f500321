import type { CurrencyCode, Payment } from '@coursewise/contract';

/**
 * What an invoice prints, built from the payment, the seller's settings and the learner: plain
 * strings and minor units, so the PDF drawing needs no rules of its own.
 */

export interface InvoiceParty {
  name: string;
  /** Address lines, then the country's name, as printed. */
  lines: string[];
  taxId: string | null;
}

export interface InvoiceLine {
  title: string;
  /** Before the discount, in minor units. */
  price: number;
  discount: number;
  /** What was charged for the line: price − discount. */
  amount: number;
  refunded: boolean;
}

export interface Invoice {
  number: string;
  issuedOn: string;
  receiptNumber: string | null;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  lines: InvoiceLine[];
  currency: CurrencyCode;
  subtotal: number;
  discount: number;
  total: number;
  refunded: number;
  paidWith: string | null;
}

/** A payment line as the invoice reads it: `amount` was charged, after the coupon's `discount`. */
export type ChargedLine = Payment['lines'][number];

export interface SellerSource {
  siteName: string;
  contactEmail: string;
  seller: { legalName: string; address: string; taxId: string };
}

export interface LearnerSource {
  name: string;
  email: string;
}

const brandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** "£15.79": minor units with the currency's symbol. */
export function formatMoney(minor: number, currency: CurrencyCode): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(minor / 100);
}

/** "26 November 2026" (UTC), as the receipt mail dates a payment. */
export function formatDay(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso));
}

const addressLines = (address: string) =>
  address
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The invoice of a succeeded payment (its caller checked that it has a number). */
export function toInvoice(
  payment: Payment,
  invoiceNumber: string,
  seller: SellerSource,
  learner: LearnerSource,
): Invoice {
  const charged: ChargedLine[] = payment.lines;
  const lines = charged.map((line): InvoiceLine => {
    const { discount } = line;
    return {
      title: line.title,
      price: line.amount + discount,
      discount,
      amount: line.amount,
      refunded: line.refundedAt !== null,
    };
  });
  const { billing } = payment;
  const { legalName, address, taxId } = seller.seller;
  const card = payment.card ? `${brandNames[payment.card.brand] ?? 'Card'} •••• ${payment.card.last4}` : null;
  return {
    number: invoiceNumber,
    issuedOn: formatDay(payment.paidAt ?? payment.createdAt),
    receiptNumber: payment.receiptNumber,
    seller: {
      name: legalName || seller.siteName,
      lines: [...addressLines(address), seller.contactEmail],
      taxId: taxId || null,
    },
    buyer: billing
      ? {
          name: billing.name,
          lines: [...addressLines(billing.address), countryNames.of(billing.country) ?? billing.country],
          taxId: billing.taxId ?? null,
        }
      : { name: learner.name, lines: [learner.email], taxId: null },
    lines,
    currency: payment.currency,
    subtotal: lines.reduce((sum, line) => sum + line.price, 0),
    discount: lines.reduce((sum, line) => sum + line.discount, 0),
    total: payment.amount,
    refunded: payment.refundedAmount,
    paidWith: card,
  };
}
