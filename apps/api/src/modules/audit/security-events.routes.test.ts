import type { AuditEntry, Paged } from '@coursewise/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import { createLearner, type TestUser } from '../../../test/factories.js';
import { call, describeEachDatabase, json, uniqueIp, useTestApp } from '../../../test/helper.js';
import { registeredAdminRoutes } from '../../admin-routes.js';
import { personalDataReads } from '../../plugins/personal-data-reads.js';
import { recordSecurityEvent } from './audit.service.js';

/** The JSON log lines a test app wrote, parsed. */
type LogLine = Record<string, unknown> & { msg?: string; reqId?: string; userId?: string };
const logCapture = () => {
  const lines: LogLine[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) } };
};

describeEachDatabase('security events', (dialect) => {
  const logs = logCapture();
  const t = useTestApp(dialect, { LOG_LEVEL: 'info' }, { logStream: logs.stream });
  let admin: TestUser;
  let learner: TestUser;

  beforeAll(async () => {
    admin = await createAdmin(t.app);
    learner = await createLearner(t.app);
  });

  /** The security entries about (and by) one account, newest first, read through the admin audit list. */
  const securityEntries = async (userId: string): Promise<AuditEntry[]> => {
    const response = await call(t.app, {
      method: 'GET',
      url: `/api/admin/audit?entity=security&entityId=${userId}&limit=100`,
      token: admin.token,
    });
    expect(response.statusCode).toBe(200);
    return json<{ data: Paged<AuditEntry> }>(response).data.items;
  };
  const get = (url: string, token?: string, remoteAddress?: string) =>
    call(t.app, { method: 'GET', url, token, remoteAddress });

  it('records a learner refused by the admin API with their id, the request and their address', async () => {
    const address = uniqueIp();
    const response = await get('/api/admin/users?search=someone', learner.token, address);
    expect(response.statusCode).toBe(403);
    const [entry] = await securityEntries(learner.id);
    expect(entry).toMatchObject({
      action: 'admin-refused',
      entity: 'security',
      entityId: learner.id,
      actor: { id: learner.id, email: learner.email },
      summary: `Refused GET /api/admin/users?search=someone (from ${address})`,
    });
  });

  it('records nothing for an anonymous or forged request to the admin API', async () => {
    const before = await securityEntries(learner.id);
    expect((await get('/api/admin/users')).statusCode).toBe(401);
    expect((await get('/api/admin/users', 'not-a-token')).statusCode).toBe(401);
    expect(await securityEntries(learner.id)).toEqual(before);
  });

  it.each([
    ['/api/admin/users?search=ann&role=learner', 'Listed users', ['search=ann', 'role=learner']],
    ['/api/admin/purchases?search=ann', 'Listed purchases', ['search=ann']],
    ['/api/admin/contact-messages?handled=false', 'Listed contact messages', ['handled=false']],
    ['/api/admin/certificates?page=2', 'Listed certificates', ['page=2']],
    ['/api/admin/reviews?search=great', 'Listed reviews', ['search=great']],
  ])('records an admin reading %s, with the filters', async (url, listed, filters) => {
    const address = uniqueIp();
    const response = await get(url, admin.token, address);
    expect(response.statusCode).toBe(200);
    const [entry] = await securityEntries(admin.id);
    expect(entry).toMatchObject({ action: 'personal-data-read', actor: { id: admin.id } });
    expect(entry?.summary.startsWith(`${listed} (`)).toBe(true);
    for (const filter of filters) expect(entry?.summary).toContain(filter);
    expect(entry?.summary.endsWith(`(from ${address})`)).toBe(true);
  });

  it("records an admin reading one learner's record", async () => {
    expect((await get(`/api/admin/users/${learner.id}`, admin.token)).statusCode).toBe(200);
    const [entry] = await securityEntries(admin.id);
    expect(entry).toMatchObject({ action: 'personal-data-read' });
    expect(entry?.summary).toMatch(new RegExp(`^Read a user ${learner.id} `));
  });

  it('records no read for a refused query, an absent record, a learner, or a list without personal data', async () => {
    const before = await securityEntries(admin.id);
    expect((await get('/api/admin/users?limit=0', admin.token)).statusCode).toBe(400);
    expect((await get('/api/admin/users/no-such-user', admin.token)).statusCode).toBe(404);
    expect((await get('/api/admin/courses', admin.token)).statusCode).toBe(200);
    expect((await get('/api/admin/users', learner.token)).statusCode).toBe(403);
    expect(await securityEntries(admin.id)).toEqual(before);
  });

  it('names only routes the admin scope registered', () => {
    const registered = registeredAdminRoutes(t.app.ctx)
      .filter((route) => route.method === 'GET')
      .map((route) => route.url);
    expect(registered).toEqual(expect.arrayContaining(Object.keys(personalDataReads)));
  });

  it('keeps the address when the summary is long, and stores control and bidi characters as U+FFFD', async () => {
    const db = t.app.ctx.db;
    await recordSecurityEvent(db, {
      action: 'signin',
      userId: learner.id,
      ip: '203.0.113.9',
      summary: 'x'.repeat(900),
    });
    await recordSecurityEvent(db, {
      action: 'signin-failed',
      userId: learner.id,
      ip: null,
      summary: 'a\u0000b\u202Ec\nd',
    });
    const [unreadable, long] = await securityEntries(learner.id);
    expect(unreadable?.summary).toBe('a\uFFFDb\uFFFDc\uFFFDd (from an unknown address)');
    expect(long?.summary.length).toBeLessThanOrEqual(500);
    expect(long?.summary.endsWith('x (from 203.0.113.9)')).toBe(true);
  });

  it('writes the user id on the log lines of a signed-in request, after its token is checked', async () => {
    const probe = `probe-${Date.now().toString(36)}`;
    const urls = {
      required: `/api/user/profile?${probe}`,
      optional: `/api/course/list?search=${probe}`,
      anonymous: `/api/course/list?search=${probe}-anonymous`,
      refusedAdmin: `/api/admin/dashboard?${probe}`,
    };
    expect((await get(urls.required, learner.token)).statusCode).toBe(200);
    expect((await get(urls.optional, learner.token)).statusCode).toBe(200);
    expect((await get(urls.anonymous)).statusCode).toBe(200);
    expect((await get(urls.refusedAdmin, learner.token)).statusCode).toBe(403);
    /** The 'request completed' line of the request to `url` (found by the request id of its first line). */
    const completedOf = (url: string) => {
      const incoming = logs.lines.find((line) => (line.req as { url?: string } | undefined)?.url === url);
      expect(incoming, url).toBeDefined();
      const completed = logs.lines.find(
        (line) => line.reqId === incoming?.reqId && line.msg === 'request completed',
      );
      expect(completed, url).toBeDefined();
      return completed;
    };
    expect(completedOf(urls.required)?.userId).toBe(learner.id);
    expect(completedOf(urls.optional)?.userId).toBe(learner.id);
    expect(completedOf(urls.anonymous)?.userId).toBeUndefined();
    expect(completedOf(urls.refusedAdmin)?.userId).toBe(learner.id);
  });

  describe('when the audit log cannot be written', () => {
    const broken = logCapture();
    const b = useTestApp(dialect, { LOG_LEVEL: 'error' }, { logStream: broken.stream });

    it('still answers: the 403 to a learner and the list to an admin; the failure is logged', async () => {
      const [brokenAdmin, brokenLearner] = [await createAdmin(b.app), await createLearner(b.app)];
      await b.app.ctx.db.schema.dropTable('auditLog').execute();
      const refused = await call(b.app, {
        method: 'GET',
        url: '/api/admin/users',
        token: brokenLearner.token,
      });
      expect(refused.statusCode).toBe(403);
      const listed = await call(b.app, { method: 'GET', url: '/api/admin/users', token: brokenAdmin.token });
      expect(listed.statusCode).toBe(200);
      const failures = broken.lines.filter((line) => line.msg === 'could not record a security event');
      expect(failures.map((line) => line.event)).toEqual([
        expect.objectContaining({ action: 'admin-refused', userId: brokenLearner.id }),
        expect.objectContaining({ action: 'personal-data-read', userId: brokenAdmin.id }),
      ]);
    });
  });
});
