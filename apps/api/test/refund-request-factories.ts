import type { AdminRefundRequest, Paged, Purchase } from '@coursewise/contract';
import type { FastifyInstance } from 'fastify';
import { createCourseFixture } from './catalogue-factories.js';
import { createLearner, type TestUser } from './factories.js';
import { call } from './helper.js';
import { buyCourses } from './payment-factories.js';
import { livePurchaseId } from './sales-factories.js';

/** Requests about refund requests (issue 22, item 4), and the learner-side state they change. */

export const askRefund = (
  app: FastifyInstance,
  token: string | undefined,
  purchaseId: string,
  payload: unknown,
) =>
  call(app, {
    method: 'POST',
    url: `/api/purchase/${encodeURIComponent(purchaseId)}/refund-request`,
    token,
    payload: payload as Record<string, unknown>,
  });

export const listRefundRequests = (app: FastifyInstance, token: string, query = '') =>
  call(app, { method: 'GET', url: `/api/admin/refund-requests${query ? `?${query}` : ''}`, token });

export async function refundRequestPage(
  app: FastifyInstance,
  token: string,
  query = '',
): Promise<Paged<AdminRefundRequest>> {
  const response = await listRefundRequests(app, token, query);
  if (response.statusCode !== 200) throw new Error(`list failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { data: Paged<AdminRefundRequest> }).data;
}

export const decideRefundRequest = (
  app: FastifyInstance,
  token: string,
  id: string,
  decision: 'approve' | 'decline',
  payload: unknown = {},
) =>
  call(app, {
    method: 'POST',
    url: `/api/admin/refund-requests/${encodeURIComponent(id)}/${decision}`,
    token,
    payload: payload as Record<string, unknown>,
  });

/** The learner's purchase list line of a purchase. */
export async function purchaseLine(
  app: FastifyInstance,
  token: string,
  purchaseId: string,
): Promise<Purchase> {
  const response = await call(app, { method: 'GET', url: '/api/purchase/list?limit=100', token });
  const line = (response.json() as { data: { items: Purchase[] } }).data.items.find(
    (p) => p.id === purchaseId,
  );
  if (!line) throw new Error(`purchase ${purchaseId} is not on the list: ${response.body}`);
  return line;
}

/** Marks the first `count` chapters of the course completed, as the learner. */
export async function completeChapters(
  app: FastifyInstance,
  token: string,
  chapterIds: string[],
): Promise<void> {
  for (const chapterId of chapterIds) {
    const response = await call(app, {
      method: 'POST',
      url: '/api/chapter/progress',
      token,
      payload: { chapterId, completed: true },
    });
    if (response.statusCode !== 200) throw new Error(`progress failed: ${response.body}`);
  }
}

/** The chapter ids of a course, in order. */
export async function chapterIdsOf(app: FastifyInstance, courseId: string): Promise<string[]> {
  const rows = await app.ctx.db
    .selectFrom('chapters')
    .select('id')
    .where('courseId', '=', courseId)
    .orderBy('position')
    .execute();
  return rows.map((row) => row.id);
}

/** Moves a purchase `days` into the past, as if it had been bought then. */
export async function backdatePurchase(
  app: FastifyInstance,
  purchaseId: string,
  days: number,
): Promise<void> {
  const createdAt = new Date(Date.now() - days * 86_400_000).toISOString();
  await app.ctx.db.updateTable('purchases').set({ createdAt }).where('id', '=', purchaseId).execute();
}

/** The stored request of a purchase (status, decider, note), read without asking the API. */
export function storedRequest(app: FastifyInstance, purchaseId: string) {
  return app.ctx.db
    .selectFrom('refundRequests')
    .select(['id', 'status', 'decidedBy', 'note', 'consumedPercent'])
    .where('purchaseId', '=', purchaseId)
    .executeTakeFirst();
}

/**
 * An admin, and a learner who bought a four-chapter course ($40) with the sandbox and completed
 * `completed` of its chapters (1 = 25 %: refunded at once by default; 2 = 50 %: waits for an admin).
 */
export async function boughtCourse(app: FastifyInstance, completed = 0, learner?: TestUser) {
  const admin = await createLearner(app, { role: 'admin' });
  const buyer = learner ?? (await createLearner(app));
  const course = await createCourseFixture(app, { priceCents: 4000 });
  const payment = await buyCourses(app, buyer.token, [course.id]);
  const purchaseId = await livePurchaseId(app, buyer.id, course.id);
  await completeChapters(app, buyer.token, (await chapterIdsOf(app, course.id)).slice(0, completed));
  return { admin, learner: buyer, course, payment, purchaseId };
}

export const putSettings = (app: FastifyInstance, token: string, payload: Record<string, unknown>) =>
  call(app, { method: 'PUT', url: '/api/admin/settings', token, payload });
