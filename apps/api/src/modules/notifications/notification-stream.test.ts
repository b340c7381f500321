import type { NotificationEvent } from '@coursewise/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCourseFixture, createPurchaseFixture } from '../../../test/catalogue-factories.js';
import { issueFor } from '../../../test/certificate-factories.js';
import { type EventStream, openEventStream } from '../../../test/event-stream.js';
import { createLearner, type TestUser } from '../../../test/factories.js';
import { buildTestApp, call, describeEachDatabase, type TestApp } from '../../../test/helper.js';
import { announcement, notifyNow } from '../../../test/notification-factories.js';

describeEachDatabase('notification/ticket and notification/stream', (dialect) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const ticketFor = async (app: FastifyInstance, token: string) => {
    const response = await call(app, { method: 'POST', url: '/api/notification/ticket', token, payload: {} });
    expect(response.statusCode).toBe(201);
    return response.json().data as { ticket: string; expiresAt: string };
  };
  const signOut = async (user: TestUser) => {
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/user/signout',
      token: user.token,
      payload: {},
    });
    expect(response.statusCode).toBe(200);
  };
  const notificationsOf = (stream: EventStream) =>
    stream.events
      .filter((event) => event.event === 'notification')
      .map((event) => JSON.parse(event.data) as NotificationEvent);

  /** A stream opened with a ticket, once the hub hears the user (so nothing sent after is missed). */
  async function listening(app: FastifyInstance, url: string, learner: TestUser): Promise<EventStream> {
    const { ticket } = await ticketFor(app, learner.token);
    const stream = await openEventStream(
      `${url}/api/notification/stream?ticket=${encodeURIComponent(ticket)}`,
    );
    expect(stream.status).toBe(200);
    expect(stream.contentType).toBe('text/event-stream; charset=utf-8');
    await stream.until(() => app.ctx.notificationHub.isListening(learner.id));
    return stream;
  }

  it('sends the user’s own new notifications with the unread count, and nobody else’s', async () => {
    const learner = await createLearner(t.app);
    const other = await createLearner(t.app);
    const stream = await listening(t.app, base, learner);
    await notifyNow(t.app, announcement(other.id, 'For someone else'));
    await notifyNow(t.app, announcement(learner.id, 'Exam moved'));
    const course = await createCourseFixture(t.app, { title: 'Sourdough' });
    await createPurchaseFixture(t.app, learner.id, course.id);
    const certificate = await issueFor(t.app, learner.id, course.id);
    await stream.until((s) => notificationsOf(s).length === 2);
    expect(
      notificationsOf(stream).map(({ notification, unread }) => [
        notification.text,
        notification.link,
        unread,
      ]),
    ).toEqual([
      ['New announcement in “Bread basics”: Exam moved', '/learning', 1],
      ['Your certificate for “Sourdough” is ready.', `/certificates/${certificate.id}`, 2],
    ]);
    expect(stream.events.map((event) => event.id)).toEqual(
      notificationsOf(stream).map((e) => e.notification.id),
    );
    stream.close();
  });

  it('opens with the x-access-token header too, without a ticket', async () => {
    const learner = await createLearner(t.app);
    const stream = await openEventStream(`${base}/api/notification/stream`, {
      'x-access-token': learner.token,
    });
    expect(stream.status).toBe(200);
    await stream.until(() => t.app.ctx.notificationHub.isListening(learner.id));
    await notifyNow(t.app, announcement(learner.id, 'By header'));
    await stream.until((s) => notificationsOf(s).length === 1);
    stream.close();
    // The hub forgets a closed stream.
    await stream.until(() => !t.app.ctx.notificationHub.isListening(learner.id));
  });

  it('takes a ticket once, only while fresh, and only while its session is open', async () => {
    const learner = await createLearner(t.app);
    const { ticket, expiresAt } = await ticketFor(t.app, learner.token);
    const ms = Date.parse(expiresAt) - Date.now();
    expect(ms).toBeGreaterThan(50_000);
    expect(ms).toBeLessThanOrEqual(60_000);
    const first = await openEventStream(`${base}/api/notification/stream?ticket=${ticket}`);
    expect(first.status).toBe(200);
    first.close();
    const again = await call(t.app, { method: 'GET', url: `/api/notification/stream?ticket=${ticket}` });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('This stream ticket is not valid: ask for a new one');

    const stale = await ticketFor(t.app, learner.token);
    await t.app.ctx.db
      .updateTable('notificationTickets')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('userId', '=', learner.id)
      .execute();
    expect(
      (await call(t.app, { method: 'GET', url: `/api/notification/stream?ticket=${stale.ticket}` }))
        .statusCode,
    ).toBe(401);

    const beforeSignout = await ticketFor(t.app, learner.token);
    await signOut(learner);
    expect(
      (await call(t.app, { method: 'GET', url: `/api/notification/stream?ticket=${beforeSignout.ticket}` }))
        .statusCode,
    ).toBe(401);
  });

  it('ends a stream once the session that opened it signs out, sending it nothing more', async () => {
    const learner = await createLearner(t.app);
    const stream = await listening(t.app, base, learner);
    await notifyNow(t.app, announcement(learner.id, 'Before signing out'));
    await stream.until((s) => notificationsOf(s).length === 1);
    await signOut(learner);
    await notifyNow(t.app, announcement(learner.id, 'After signing out'));
    await stream.until((s) => s.ended);
    expect(notificationsOf(stream).map((event) => event.notification.text)).toEqual([
      'New announcement in “Bread basics”: Before signing out',
    ]);
    await stream.until(() => !t.app.ctx.notificationHub.isListening(learner.id));
  });

  it('ends open streams when the server closes, without holding the close', async () => {
    const other = await buildTestApp(dialect);
    const url = await other.app.listen({ port: 0, host: '127.0.0.1' });
    const learner = await createLearner(other.app);
    const stream = await listening(other.app, url, learner);
    expect(stream.comments).toContain('connected');
    await other.close();
    await stream.until((s) => s.ended);
  });
});
