import { Type } from '@sinclair/typebox';
import { CourseIdBody } from '../catalogue.js';
import { bodyErrors, defineOperations, errorResponses, mediaAnswer, tokenRequired } from '../operation.js';
import {
  CreatePaymentBody,
  EnrolmentResponse,
  FreeCheckoutResponse,
  InvoiceParams,
  PaymentParams,
  PaymentResponse,
  PurchaseListQuery,
  PurchaseListResponse,
  SandboxCardBody,
  WebhookAck,
} from '../payments.js';
import { paymentRoutes, purchaseRoutes } from '../routes/payments.js';

/** What Stripe posts to the webhook (only the fields read here); verified against `stripe-signature`. */
const StripeEvent = Type.Object(
  {
    id: Type.String(),
    type: Type.String({
      description: '`payment_intent.succeeded` and `payment_intent.payment_failed` are acted on',
    }),
    data: Type.Object({ object: Type.Object({}, { additionalProperties: true }) }),
  },
  { additionalProperties: true },
);

export const paymentOperations = defineOperations(paymentRoutes, 'payments', {
  createPayment: {
    summary: 'Start paying for the listed courses, or for the whole cart',
    description:
      'The server prices each course as round(price × rate) in `currency` and sums them; a client never ' +
      'sends an amount. Stripe answers a `clientSecret` for the Payment Element; the sandbox answers null ' +
      'and is confirmed with `course/payment/{id}/confirm`. An owned course is a 409, an empty cart a 422. ' +
      'A coupon that takes off the whole order makes no payment: the answer is a 200 with the ' +
      'enrolments (a gift cannot be paid for that way: 422 `GIFT_NEEDS_PAYMENT`).',
    security: tokenRequired,
    body: CreatePaymentBody,
    response: {
      200: FreeCheckoutResponse,
      201: PaymentResponse,
      ...errorResponses(...bodyErrors, 401, 404, 409, 422, 503),
    },
  },
  getPayment: {
    summary: 'One of the learner’s payments: status, lines, receipt',
    description:
      'For a Stripe payment not yet succeeded, the server first asks Stripe and, when the PaymentIntent ' +
      'succeeded with the expected amount, currency and payment id, fulfils the order (or refunds it in ' +
      'full when its prices moved since the checkout). A payment not paid 30 minutes after the checkout, ' +
      'or whose course was unpublished or re-priced, is closed as `expired` (its Stripe intent cancelled).',
    security: tokenRequired,
    params: PaymentParams,
    response: { 200: PaymentResponse, ...errorResponses(400, 401, 404) },
  },
  confirmPayment: {
    summary: 'Pay a sandbox payment with a test card',
    description:
      '4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined and 4000 0000 0000 9995 has ' +
      'insufficient funds (402, the payment is `failed` and may be retried). A Stripe payment is a 409; ' +
      'so is a payment past its 30 minutes (`PAYMENT_EXPIRED`) or whose course was re-priced ' +
      '(`PRICE_CHANGED`) or unpublished (`COURSE_UNAVAILABLE`): it is closed, nothing is charged, and ' +
      'the learner checks out again. ' +
      'The card number is never stored or logged: only its brand and last four digits.',
    security: tokenRequired,
    params: PaymentParams,
    body: SandboxCardBody,
    response: { 200: PaymentResponse, ...errorResponses(...bodyErrors, 401, 402, 404, 409) },
  },
  enrolCourse: {
    summary: 'Own a free course without a payment',
    description:
      'A published course whose price is 0 becomes the learner’s: no payment and no receipt, an ' +
      'enrolment mail instead, and the course leaves the cart. A priced course is a 402 (it must be ' +
      'bought), an owned one a 409, an unknown or unpublished one a 404.',
    security: tokenRequired,
    body: CourseIdBody,
    response: { 201: EnrolmentResponse, ...errorResponses(...bodyErrors, 401, 402, 404, 409) },
  },
  handleStripeWebhook: {
    summary: 'Stripe’s events about PaymentIntents',
    description:
      'Called by Stripe, not by the web app. The `stripe-signature` header is checked against the raw ' +
      'body with STRIPE_WEBHOOK_SECRET; an unsigned, tampered or too old event is a 400 and changes nothing. ' +
      'Replays are harmless: an order is fulfilled once.',
    documentedBody: { content: { 'application/json': { schema: StripeEvent } } },
    response: { 200: WebhookAck, ...errorResponses(400, 413, 415) },
  },
});

export const purchaseOperations = defineOperations(purchaseRoutes, 'purchases', {
  listPurchases: {
    summary: 'The learner’s purchases, newest first, with receipt numbers; refunded ones marked',
    security: tokenRequired,
    querystring: PurchaseListQuery,
    response: { 200: PurchaseListResponse, ...errorResponses(400, 401) },
  },
  getInvoice: {
    summary: 'The invoice of one of the learner’s paid payments, as a PDF download',
    description:
      'Number (`INV-000123`), date, the seller (settings) and the buyer (the billing details given at ' +
      'checkout, else the learner’s name and email), each course with its discount, the total, the ' +
      'currency and the card; refunded courses are marked (a credit note is not issued). Another ' +
      'learner’s payment is a 404; one not paid (pending, failed, expired) a 409 `NOT_INVOICED`.',
    security: tokenRequired,
    params: InvoiceParams,
    response: {
      200: mediaAnswer('application/pdf', 'The invoice, A4, as an attachment', {
        type: 'string',
        format: 'binary',
      }),
      ...errorResponses(400, 401, 404, 409),
    },
  },
});
