import { expect, it } from 'vitest';
import { createLearner } from '../../../test/factories.js';
import {
  call,
  describeEachDatabase,
  fieldRefusal,
  hugeString,
  refusalOf,
  useTestApp,
} from '../../../test/helper.js';
import {
  announcement,
  markRead,
  notificationPage,
  notifyNow,
  storedNotifications,
  texts,
} from '../../../test/notification-factories.js';
import { inTransaction } from '../../db/executor.js';
import { notify } from './notifications.service.js';

describeEachDatabase('notification/list and notification/read', (dialect) => {
  const t = useTestApp(dialect);

  it('lists only the caller’s notifications, newest first, paged, with the unread count', async () => {
    const learner = await createLearner(t.app);
    const other = await createLearner(t.app);
    expect(await notificationPage(t.app, learner.token)).toEqual({
      items: [],
      page: 1,
      limit: 12,
      total: 0,
      unread: 0,
    });
    for (const title of ['First', 'Second', 'Third']) await notifyNow(t.app, announcement(learner.id, title));
    await notifyNow(t.app, announcement(other.id, 'Not yours'));

    const page = await notificationPage(t.app, learner.token);
    expect(texts(page.items)).toEqual([
      'New announcement in “Bread basics”: Third',
      'New announcement in “Bread basics”: Second',
      'New announcement in “Bread basics”: First',
    ]);
    expect(page).toMatchObject({ total: 3, unread: 3 });
    expect(page.items[0]).toMatchObject({
      kind: 'announcement',
      data: { courseTitle: 'Bread basics', title: 'Third' },
      link: '/learning',
      readAt: null,
    });
    const second = await notificationPage(t.app, learner.token, '?page=2&limit=2');
    expect(texts(second.items)).toEqual(['New announcement in “Bread basics”: First']);
    expect(second).toMatchObject({ page: 2, limit: 2, total: 3, unread: 3 });
  });

  it('marks the named ones read, filters unread, and marks all', async () => {
    const learner = await createLearner(t.app);
    for (const title of ['A', 'B', 'C']) await notifyNow(t.app, announcement(learner.id, title));
    const [c, b] = (await notificationPage(t.app, learner.token)).items;
    const marked = await markRead(t.app, learner.token, { ids: [c?.id, b?.id, c?.id] });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data).toEqual({ marked: 2, unread: 1 });
    // Marking again changes nothing.
    expect((await markRead(t.app, learner.token, { ids: [c?.id] })).json().data).toEqual({
      marked: 0,
      unread: 1,
    });

    const unread = await notificationPage(t.app, learner.token, '?unread=true');
    expect(texts(unread.items)).toEqual(['New announcement in “Bread basics”: A']);
    expect(unread).toMatchObject({ total: 1, unread: 1 });
    const all = await notificationPage(t.app, learner.token);
    expect(all.items.map((item) => item.readAt !== null)).toEqual([true, true, false]);

    expect((await markRead(t.app, learner.token, { all: true })).json().data).toEqual({
      marked: 1,
      unread: 0,
    });
    expect((await notificationPage(t.app, learner.token, '?unread=true')).items).toEqual([]);
  });

  it('refuses another user’s or an unknown id with 404 and marks nothing, not even the caller’s own', async () => {
    const learner = await createLearner(t.app);
    const other = await createLearner(t.app);
    await notifyNow(t.app, [announcement(learner.id, 'Mine'), announcement(other.id, 'Theirs')]);
    const [mine] = await storedNotifications(t.app, learner.id);
    const [theirs] = await storedNotifications(t.app, other.id);
    for (const ids of [
      [theirs?.id],
      [mine?.id, theirs?.id],
      [mine?.id, '0192f0aa-0000-7000-8000-000000000000'],
    ]) {
      const response = await markRead(t.app, learner.token, { ids });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Notification not found');
    }
    expect((await storedNotifications(t.app, learner.id)).map((n) => n.readAt)).toEqual([null]);
    expect((await storedNotifications(t.app, other.id)).map((n) => n.readAt)).toEqual([null]);
    // `all` reaches only the caller's.
    await markRead(t.app, learner.token, { all: true });
    expect((await storedNotifications(t.app, other.id)).map((n) => n.readAt)).toEqual([null]);
  });

  it.each([
    ['no fields', {}],
    ['ids not an array', { ids: 'abc' }],
    ['an empty ids', { ids: [] }],
    ['a number among ids', { ids: [42] }],
    ['more than 100 ids', { ids: Array.from({ length: 101 }, (_, i) => `id-${i}`) }],
    ['a huge id', { ids: [hugeString(1000)] }],
    ['all false', { all: false }],
    ['both', { ids: ['a'], all: true }],
    ['an unknown field', { all: true, extra: 1 }],
  ])('refuses a read body with %s (400) and marks nothing', async (_label, payload) => {
    const learner = await createLearner(t.app);
    await notifyNow(t.app, announcement(learner.id, 'Stays unread'));
    const response = await markRead(t.app, learner.token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
    expect((await storedNotifications(t.app, learner.id)).map((n) => n.readAt)).toEqual([null]);
  });

  it.each([
    ['page=0', 'page'],
    ['limit=101', 'limit'],
    ['unread=maybe', 'unread'],
    ['since=1', ''],
  ])('refuses the list query %s with 400', async (query, path) => {
    const learner = await createLearner(t.app);
    const response = await call(t.app, {
      method: 'GET',
      url: `/api/notification/list?${query}`,
      token: learner.token,
    });
    expect(response.statusCode).toBe(400);
    if (path) expect(refusalOf(response).errors?.[0]?.path).toBe(path);
  });

  it('answers 401 to every call without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/notification/list'],
      ['POST', '/api/notification/read'],
      ['POST', '/api/notification/ticket'],
      ['GET', '/api/notification/settings'],
      ['PUT', '/api/notification/settings'],
    ] as const) {
      const response = await call(t.app, {
        method,
        url,
        ...(method === 'GET' ? {} : { payload: { all: true } }),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('writes nothing when the caller’s transaction rolls back', async () => {
    const learner = await createLearner(t.app);
    await expect(
      inTransaction(t.app.ctx.db, t.app.ctx.effects, async (_trx, uow) => {
        await notify(uow, announcement(learner.id, 'Rolled back'));
        throw new Error('the caller failed after notifying');
      }),
    ).rejects.toThrow('the caller failed after notifying');
    expect(await storedNotifications(t.app, learner.id)).toEqual([]);
  });

  it('keeps the digest setting per user: on by default, turned off and on again', async () => {
    const learner = await createLearner(t.app);
    const other = await createLearner(t.app);
    const settings = (token: string) =>
      call(t.app, { method: 'GET', url: '/api/notification/settings', token });
    const put = (token: string, payload: unknown) =>
      call(t.app, { method: 'PUT', url: '/api/notification/settings', token, payload: payload as object });
    expect((await settings(learner.token)).json().data).toEqual({ digest: true });
    expect((await put(learner.token, { digest: false })).json().data).toEqual({ digest: false });
    expect((await settings(learner.token)).json().data).toEqual({ digest: false });
    expect((await settings(other.token)).json().data).toEqual({ digest: true });
    for (const bad of [{}, { digest: 'no' }, { digest: false, extra: 1 }]) {
      expect((await put(learner.token, bad)).statusCode).toBe(400);
    }
    expect((await settings(learner.token)).json().data).toEqual({ digest: false });
    expect((await put(learner.token, { digest: true })).json().data).toEqual({ digest: true });
  });

  it('limits how many stream tickets one account asks for in a while (429 with retry-after)', async () => {
    const learner = await createLearner(t.app);
    const other = await createLearner(t.app);
    const ask = (token: string) =>
      call(t.app, { method: 'POST', url: '/api/notification/ticket', token, payload: {} });
    for (let i = 0; i < 60; i += 1) expect((await ask(learner.token)).statusCode).toBe(201);
    const limited = await ask(learner.token);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(refusalOf(limited).message).toMatch(/too many|try again/i);
    // Another account is not held by this one's tickets.
    expect((await ask(other.token)).statusCode).toBe(201);
  });

  it('refuses the stream without a token or a ticket (400), and a ticket that is not one (401)', async () => {
    const none = await call(t.app, { method: 'GET', url: '/api/notification/stream' });
    expect(refusalOf(none)).toEqual(fieldRefusal('ticket', 'is required without an x-access-token header'));
    expect(none.statusCode).toBe(400);
    const bad = await call(t.app, { method: 'GET', url: '/api/notification/stream?ticket=nope' });
    expect(bad.statusCode).toBe(401);
    const huge = await call(t.app, {
      method: 'GET',
      url: `/api/notification/stream?ticket=${'x'.repeat(500)}`,
    });
    expect(huge.statusCode).toBe(400);
  });
});
