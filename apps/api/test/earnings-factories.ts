import type { FastifyInstance } from 'fastify';
import { addCourseOwner } from '../src/modules/authoring/course-instructors.service.js';
import { createCourseFixture } from './catalogue-factories.js';
import type { TestUser } from './factories.js';
import { call } from './helper.js';

/** Courses taught by an instructor, the ledger as stored, and the earnings routes (issue 23, item 3). */

/** A published course of `priceCents` owned by `owner` (none: a console course without instructors). */
export async function ownedCourse(
  app: FastifyInstance,
  owner: TestUser | null,
  priceCents: number,
  title?: string,
) {
  const course = await createCourseFixture(app, { priceCents, ...(title ? { title } : {}) });
  if (owner) await addCourseOwner(app.ctx.db, course.id, owner.id);
  return course;
}

/** The stored ledger lines of a payment, sales before refunds, by course. */
export function ledgerOf(app: FastifyInstance, paymentId: string) {
  return app.ctx.db
    .selectFrom('ledgerLines')
    .select([
      'kind',
      'courseId',
      'instructorId',
      'purchaseId',
      'currency',
      'gross',
      'platformFee',
      'instructorNet',
      'share',
    ])
    .where('paymentId', '=', paymentId)
    .orderBy('kind', 'desc')
    .orderBy('gross', 'desc')
    .execute();
}

/** Moves every ledger line of a payment to `at` (a sale made in an earlier month). */
export async function backdateLedger(app: FastifyInstance, paymentId: string, at: string): Promise<void> {
  await app.ctx.db
    .updateTable('ledgerLines')
    .set({ createdAt: at })
    .where('paymentId', '=', paymentId)
    .execute();
}

export const instructorGet = (app: FastifyInstance, token: string | undefined, path: string) =>
  call(app, { method: 'GET', url: `/api/instructor${path}`, token });

export const adminCall = (
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  payload?: unknown,
) =>
  call(app, {
    method,
    url: `/api/admin${path}`,
    token,
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });

/** `2026-10`: the UTC month before the current one, and a timestamp in its middle. */
export function lastMonth(now = new Date()): { month: string; at: string } {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15, 12));
  return { month: date.toISOString().slice(0, 7), at: date.toISOString() };
}
