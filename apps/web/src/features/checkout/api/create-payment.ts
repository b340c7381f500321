import type {
  BillingDetails,
  CreatePaymentBody,
  CurrencyCode,
  FreeCheckout,
  GiftInput,
  Payment,
} from '@coursewise/contract';
import { paymentRoutes } from '@coursewise/contract/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/**
 * POST course/payment: the server prices the courses (or the whole cart) and opens a pending payment,
 * or, when the coupon takes off the whole order, enrols the learner at once (no payment).
 */
export function createPayment(body: CreatePaymentBody): Promise<Payment | FreeCheckout> {
  return call(paymentRoutes.createPayment, { body });
}

export const isFreeCheckout = (answer: Payment | FreeCheckout): answer is FreeCheckout =>
  'enrolments' in answer;

export const checkoutKeys = {
  all: ['checkout'] as const,
  payment: (
    currency: CurrencyCode,
    courseId?: string,
    couponCode?: string,
    gift?: GiftInput | null,
    billing?: BillingDetails,
  ) => ['checkout', currency, courseId ?? 'cart', couponCode ?? '', gift ?? null, billing ?? null] as const,
};

interface CheckoutPaymentOptions {
  /** One course ("Buy now"); without it the whole cart. */
  courseId?: string;
  currency: CurrencyCode;
  /** A coupon code the visitor carries (kept from a share link or the cart). */
  couponCode?: string;
  /** Bought for someone else (one course only); `null` while their address is still being asked. */
  gift?: GiftInput | null;
  /** Who the invoice is made out to: other details are another payment, like another currency. */
  billing?: BillingDetails;
  /** Not yet: the page is still finding out whether a coupon makes the order free. */
  isWaiting?: boolean;
}

/**
 * The payment behind the checkout page, created as soon as the page opens rather than when the
 * learner presses "Pay": the summary then shows exactly the lines, rate and total the server will
 * charge (for the cart and for "Buy now" alike), and Stripe's Payment Element needs the intent's
 * client secret to mount. An abandoned checkout leaves only a pending payment that is never charged.
 * Another currency is another payment (a new key); the old order stays on screen, marked as
 * placeholder, until the new one is priced.
 */
export function useCheckoutPayment({
  courseId,
  currency,
  couponCode,
  gift,
  billing,
  isWaiting = false,
}: CheckoutPaymentOptions) {
  const extras = {
    ...(couponCode ? { couponCode } : {}),
    ...(gift ? { gift } : {}),
    ...(billing ? { billing } : {}),
  };
  return useQuery({
    queryKey: checkoutKeys.payment(currency, courseId, couponCode, gift, billing),
    queryFn: () =>
      createPayment(courseId ? { courseIds: [courseId], currency, ...extras } : { currency, ...extras }),
    // A gift's order waits for the recipient's address.
    enabled: gift !== null && !isWaiting,
    placeholderData: keepPreviousData,
    // One payment per visit: nothing refetches it while the page is open, and leaving the page drops
    // it, so coming back (after changing the cart) prices the order afresh.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}
