import type { CurrencyCode } from '@coursewise/contract';
import type { Executor } from '../../db/executor.js';
import * as sales from './sales.repository.js';

/** Revenue in aggregate for the admin dashboard: net of refunds, by the day the payment succeeded. */

/** Net revenue per UTC day and currency in [from, until), in minor units; days without sales absent. */
export async function revenueByDay(
  db: Executor,
  from: string,
  until: string,
): Promise<{ day: string; currency: CurrencyCode; amount: number }[]> {
  const rows = await sales.revenueByDay(db, from, until);
  return rows.map((row) => ({ day: row.day, currency: row.currency, amount: Number(row.amount) }));
}

/** Per currency in [from, until): net revenue, the refunded amount and the succeeded payments. */
export async function revenueTotals(
  db: Executor,
  from: string,
  until: string,
): Promise<
  {
    currency: CurrencyCode;
    net: number;
    refunded: number;
    payments: number;
    discounts: number;
    couponPayments: number;
  }[]
> {
  const rows = await sales.revenueTotals(db, from, until);
  return rows.map((row) => ({
    currency: row.currency,
    net: Number(row.net),
    refunded: Number(row.refunded),
    payments: Number(row.payments),
    discounts: Number(row.discounts),
    couponPayments: Number(row.couponPayments),
  }));
}

/**
 * The courses that earned most in [from, until), ranked in US cents (each sale at its USD list price),
 * with what was actually charged per currency (never added across currencies).
 */
export async function topCoursesByRevenue(
  db: Executor,
  from: string,
  until: string,
  limit: number,
): Promise<{ courseId: string; revenueUsd: number; amounts: Record<CurrencyCode, number>; sales: number }[]> {
  const rows = await sales.topCoursesByRevenue(db, from, until, limit);
  return rows.map((row) => ({
    courseId: row.courseId,
    revenueUsd: Number(row.revenueUsd),
    amounts: { USD: Number(row.usd), GBP: Number(row.gbp), EUR: Number(row.eur) },
    sales: Number(row.sales),
  }));
}
