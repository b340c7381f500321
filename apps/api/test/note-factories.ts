import type { FastifyInstance } from 'fastify';
import { newId } from '../src/lib/ids.js';
import { listPurchases, revokePurchase } from '../src/modules/purchases/purchases.service.js';
import { createLearner, type TestUser } from './factories.js';
import { call } from './helper.js';
import { buy, createStudyCourse } from './learning-factories.js';

export type StudyCourse = Awaited<ReturnType<typeof createStudyCourse>>;

/** A fresh study course (see `createStudyCourse`) and a learner who owns it. */
export async function ownedStudyCourse(
  app: FastifyInstance,
): Promise<{ course: StudyCourse; learner: TestUser }> {
  const [course, learner] = await Promise.all([createStudyCourse(app), createLearner(app)]);
  await buy(app, learner.id, course.id);
  return { course, learner };
}

export const addNote = (app: FastifyInstance, token: string | undefined, payload: unknown) =>
  call(app, { method: 'POST', url: '/api/note/add', token, payload: payload as object });

export const editNote = (app: FastifyInstance, token: string | undefined, id: string, payload: unknown) =>
  call(app, { method: 'PUT', url: `/api/note/${id}`, token, payload: payload as object });

export const deleteNote = (app: FastifyInstance, token: string | undefined, id: string) =>
  call(app, { method: 'DELETE', url: `/api/note/${id}`, token });

export const listNotes = (app: FastifyInstance, token: string | undefined, query: Record<string, string>) =>
  call(app, { method: 'GET', url: '/api/note/list', token, query });

export const exportNotes = (app: FastifyInstance, token: string | undefined, courseId: string) =>
  call(app, { method: 'GET', url: '/api/note/export', token, query: { courseId } });

/** Adds a note through the API and answers its id (the add must succeed). */
export async function addedNoteId(app: FastifyInstance, token: string, payload: object): Promise<string> {
  const response = await addNote(app, token, payload);
  if (response.statusCode !== 201) throw new Error(`note/add answered ${response.statusCode}`);
  return response.json().data.id as string;
}

/** Stores `count` notes on the chapter directly (setting up the per-course cap without the rate limit). */
export async function storeNotes(
  app: FastifyInstance,
  note: { userId: string; courseId: string; chapterId: string },
  count: number,
): Promise<void> {
  const at = new Date('2026-01-01T00:00:00.000Z').toISOString();
  const rows = Array.from({ length: count }, (_, i) => ({
    ...note,
    id: newId(),
    positionSeconds: null,
    body: `Stored note ${i}`,
    createdAt: at,
    updatedAt: at,
  }));
  for (let i = 0; i < rows.length; i += 100) {
    await app.ctx.db
      .insertInto('notes')
      .values(rows.slice(i, i + 100))
      .execute();
  }
}

/** Revokes every purchase of the learner, as a refund does. */
export async function refundAll(app: FastifyInstance, userId: string): Promise<void> {
  const { items } = await listPurchases(app.ctx.db, userId, { page: 1, limit: 100 });
  for (const purchase of items) await revokePurchase(app.ctx.db, purchase.id, 'refunded');
}
