import type { CurrencyCode } from '@coursewise/contract';
import type { ExpressionBuilder, OperandExpression } from 'kysely';
import { utcDay } from '../../db/day-bucket.js';
import type { Executor } from '../../db/executor.js';
import type { Database } from '../../db/schema.js';
import { containsText } from '../../lib/admin-list.js';

/** Ids of payments whose receipt number contains the text: a subquery for the purchases search. */
export function paymentIdsWithReceipt(db: Executor, text: string): OperandExpression<string> {
  return db.selectFrom('payments').select('payments.id').where(containsText('payments.receiptNumber', text));
}

export function listPaymentDetails(db: Executor, ids: string[]) {
  return db
    .selectFrom('payments')
    .select([
      'id',
      'userId',
      'provider',
      'status',
      'receiptNumber',
      'cardBrand',
      'cardLast4',
      'paidAt',
      'couponCode',
    ])
    .where('id', 'in', ids)
    .execute();
}

/** Succeeded payments' lines paid in [from, until), the refunded ones left out (net revenue). */
function paidLines(db: Executor, from: string, until: string) {
  return db
    .selectFrom('paymentLines')
    .innerJoin('payments', 'payments.id', 'paymentLines.paymentId')
    .where('payments.status', '=', 'succeeded')
    .where('payments.paidAt', '>=', from)
    .where('payments.paidAt', '<', until)
    .where('paymentLines.refundedAt', 'is', null);
}

/** Net revenue per UTC day and currency, in minor units. */
export function revenueByDay(db: Executor, from: string, until: string) {
  const day = utcDay(db, 'payments.paidAt');
  return paidLines(db, from, until)
    .select([
      day.as('day'),
      'payments.currency',
      (eb) => eb.fn.sum<number>('paymentLines.amount').as('amount'),
    ])
    .groupBy([day, 'payments.currency'])
    .orderBy(day)
    .orderBy('payments.currency')
    .execute();
}

/** Per currency: net revenue, refunded amount and succeeded payments in [from, until). */
export function revenueTotals(db: Executor, from: string, until: string) {
  return db
    .selectFrom('paymentLines')
    .innerJoin('payments', 'payments.id', 'paymentLines.paymentId')
    .where('payments.status', '=', 'succeeded')
    .where('payments.paidAt', '>=', from)
    .where('payments.paidAt', '<', until)
    .select((eb) => [
      'payments.currency',
      eb.fn
        .sum<number>(
          eb
            .case()
            .when('paymentLines.refundedAt', 'is', null)
            .then(eb.ref('paymentLines.amount'))
            .else(0)
            .end(),
        )
        .as('net'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when('paymentLines.refundedAt', 'is not', null)
            .then(eb.ref('paymentLines.amount'))
            .else(0)
            .end(),
        )
        .as('refunded'),
      // What coupons took off (every line of a succeeded payment) and how many payments used one.
      eb.fn.sum<number>('paymentLines.discount').as('discounts'),
      eb.fn
        .count<number>(
          eb.case().when('payments.couponCode', 'is not', null).then(eb.ref('payments.id')).end(),
        )
        .distinct()
        .as('couponPayments'),
      // A payment whose every line was refunded brought no revenue: it is not counted.
      eb.fn
        .count<number>(
          eb.case().when('paymentLines.refundedAt', 'is', null).then(eb.ref('payments.id')).end(),
        )
        .distinct()
        .as('payments'),
    ])
    .groupBy('payments.currency')
    .orderBy('payments.currency')
    .execute();
}

/** The sum of the lines charged in one currency, in its minor units. */
function chargedIn(eb: ExpressionBuilder<Database, 'paymentLines' | 'payments'>, currency: CurrencyCode) {
  return eb.fn.sum<number>(
    eb.case().when('payments.currency', '=', currency).then(eb.ref('paymentLines.amount')).else(0).end(),
  );
}

/** The courses that earned most in [from, until), compared in US cents (each line's list price). */
export function topCoursesByRevenue(db: Executor, from: string, until: string, limit: number) {
  return paidLines(db, from, until)
    .select([
      'paymentLines.courseId',
      (eb) => eb.fn.sum<number>('paymentLines.priceUsd').as('revenueUsd'),
      (eb) => chargedIn(eb, 'USD').as('usd'),
      (eb) => chargedIn(eb, 'GBP').as('gbp'),
      (eb) => chargedIn(eb, 'EUR').as('eur'),
      (eb) => eb.fn.countAll<number>().as('sales'),
    ])
    .groupBy('paymentLines.courseId')
    .orderBy('revenueUsd', 'desc')
    .orderBy('paymentLines.courseId')
    .limit(limit)
    .execute();
}

/** Refunded lines of the given payments that carry a refund id. */
export function listLineRefunds(db: Executor, paymentIds: string[]) {
  return db
    .selectFrom('paymentLines')
    .select(['paymentId', 'courseId', 'refundRef'])
    .where('paymentId', 'in', paymentIds)
    .where('refundedAt', 'is not', null)
    .where('refundRef', 'is not', null)
    .execute();
}
