import type { AdminPurchase, Dashboard, Paged } from '@coursewise/contract';
import type { FastifyInstance } from 'fastify';
import { call } from './helper.js';

/** Requests the admin console makes about sales, and the learner-side checks a refund must change. */

export const refundPurchase = (app: FastifyInstance, token: string, id: string, payload: unknown = {}) =>
  call(app, {
    method: 'POST',
    url: `/api/admin/purchases/${encodeURIComponent(id)}/refund`,
    token,
    payload: payload as Record<string, unknown>,
  });

export const getAdminPurchase = (app: FastifyInstance, token: string, id: string) =>
  call(app, { method: 'GET', url: `/api/admin/purchases/${encodeURIComponent(id)}`, token });

export const listAdminPurchases = (app: FastifyInstance, token: string, query = '') =>
  call(app, { method: 'GET', url: `/api/admin/purchases${query ? `?${query}` : ''}`, token });

/** The page of purchases, or the test fails with the server's answer. */
export async function adminPurchasePage(
  app: FastifyInstance,
  token: string,
  query = '',
): Promise<Paged<AdminPurchase>> {
  const response = await listAdminPurchases(app, token, query);
  if (response.statusCode !== 200)
    throw new Error(`purchase list failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { data: Paged<AdminPurchase> }).data;
}

/** The learner's purchase of the course that still stands (its id for the admin routes). */
export async function livePurchaseId(
  app: FastifyInstance,
  userId: string,
  courseId: string,
): Promise<string> {
  const row = await app.ctx.db
    .selectFrom('purchases')
    .select('id')
    .where('userId', '=', userId)
    .where('courseId', '=', courseId)
    .where('revokedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return row.id;
}

export const getDashboard = (app: FastifyInstance, token: string, query = '') =>
  call(app, { method: 'GET', url: `/api/admin/dashboard${query ? `?${query}` : ''}`, token });

export async function dashboardOf(app: FastifyInstance, token: string, query = ''): Promise<Dashboard> {
  const response = await getDashboard(app, token, query);
  if (response.statusCode !== 200)
    throw new Error(`dashboard failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { data: Dashboard }).data;
}

/** What a learner can do with a course: open it, find it in My learning, see it as bought. */
export async function learnerAccess(
  app: FastifyInstance,
  token: string,
  course: { id: string; slug: string },
) {
  const [details, learning, catalogue] = await Promise.all([
    call(app, { method: 'GET', url: `/api/course/purchase-details/${course.id}`, token }),
    call(app, { method: 'GET', url: '/api/learning/courses?limit=100', token }),
    call(app, { method: 'GET', url: `/api/course/details?id=${course.id}`, token }),
  ]);
  const listed = (learning.json() as { data: { items: { course: { id: string } }[] } }).data.items;
  return {
    purchaseDetails: details.statusCode,
    inMyLearning: listed.some((item) => item.course.id === course.id),
    isPurchased: (catalogue.json() as { data: { isPurchased?: boolean } }).data.isPurchased === true,
  };
}
