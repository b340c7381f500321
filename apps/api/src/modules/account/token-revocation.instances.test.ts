import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import { createLearner, getProfile, type TestUser } from '../../../test/factories.js';
import { openFreshDatabase } from '../../../test/fresh-database.js';
import { call, json } from '../../../test/helper.js';
import { services } from '../../../test/skips.js';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { migrateToLatest } from '../../db/migrate.js';

const both = {
  isAvailable: services.postgres.isAvailable && services.redis.isAvailable,
  reason: `${services.postgres.reason} and ${services.redis.reason}`,
};

/**
 * Polls until the token is refused on `app`, for at most `ms`; answers how long it took. It asks for
 * the wishlist, which reads no account row: only the token check can refuse it.
 */
async function refusedWithin(app: FastifyInstance, token: string, ms: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const status = (await call(app, { method: 'GET', url: '/api/wish/list', token })).statusCode;
    if (status === 401) return Date.now() - started;
    if (status !== 200) throw new Error(`unexpected status ${status}`);
    if (Date.now() - started > ms) throw new Error(`still accepted after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

// Two API instances on one PostgreSQL database and one Redis, as behind a load balancer.
describe(
  'token revocation across two instances',
  both.isAvailable ? {} : { skip: true, meta: { skipReason: both.reason } },
  () => {
    let a: FastifyInstance;
    let b: FastifyInstance;
    let cleanup: () => Promise<void>;

    beforeAll(async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'coursewise-instances-'));
      const { database, dropDatabase } = await openFreshDatabase('postgres', dataDir, () => {});
      await migrateToLatest(database.db);
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        JWT_SECRET: randomBytes(32).toString('hex'),
        LOG_LEVEL: 'silent',
        REDIS_URL: process.env.TEST_REDIS_URL as string,
      });
      a = await buildApp(config, { database, migrate: false });
      b = await buildApp(config, { database, migrate: false });
      await Promise.all([a.ready(), b.ready()]);
      // Until subscribed an instance reads every version from the database: wait, or nothing is cached.
      const listening = (app: FastifyInstance) =>
        app.ctx.tokenVersions.isListening && app.ctx.sessions.isListening;
      while (!listening(a) || !listening(b)) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      cleanup = async () => {
        await Promise.all([a.close(), b.close()]);
        await database.destroy();
        await dropDatabase();
        rmSync(dataDir, { recursive: true, force: true });
      };
    });
    afterAll(async () => cleanup?.());

    /** A learner whose token both instances have checked (and so cached). */
    async function learnerKnownToBoth(): Promise<TestUser> {
      const learner = await createLearner(a);
      for (const app of [a, b, b]) expect((await getProfile(app, learner.token)).statusCode).toBe(200);
      return learner;
    }

    it('refuses the old token on B within a second of a password change through A', async () => {
      const learner = await learnerKnownToBoth();
      const changed = await call(a, {
        method: 'POST',
        url: '/api/user/change-password',
        token: learner.token,
        payload: { currentPassword: learner.password, newPassword: 'copper-meadow-signal' },
      });
      expect(changed.statusCode).toBe(200);
      expect(await refusedWithin(b, learner.token, 1000)).toBeLessThanOrEqual(1000);
      const fresh = json<{ data: { token: string } }>(changed).data.token;
      expect((await getProfile(b, fresh)).statusCode).toBe(200);
      expect((await getProfile(a, learner.token)).statusCode).toBe(401);
    });

    it('refuses the tokens of an account disabled through A on B within a second', async () => {
      const learner = await learnerKnownToBoth();
      const admin = await createAdmin(a);
      const disabled = await call(a, {
        method: 'PUT',
        url: `/api/admin/users/${learner.id}`,
        token: admin.token,
        payload: { disabled: true },
      });
      expect(disabled.statusCode).toBe(200);
      expect(await refusedWithin(b, learner.token, 1000)).toBeLessThanOrEqual(1000);
      const signin = await call(b, {
        method: 'POST',
        url: '/api/user/signin',
        payload: { email: learner.email, password: learner.password },
      });
      expect(signin.statusCode).toBe(403);
    });

    it('refuses the tokens of an account deleted through B on A within a second', async () => {
      const learner = await learnerKnownToBoth();
      const deleted = await call(b, {
        method: 'DELETE',
        url: '/api/user/delete',
        token: learner.token,
        payload: { password: learner.password },
      });
      expect(deleted.statusCode).toBe(200);
      expect(await refusedWithin(a, learner.token, 1000)).toBeLessThanOrEqual(1000);
    });

    it('refuses on B, within a second, a token signed out through A; the other device stays in', async () => {
      const learner = await learnerKnownToBoth();
      const phone = await signInOn(b, learner);
      expect((await getProfile(a, phone)).statusCode).toBe(200);
      const out = await call(a, {
        method: 'POST',
        url: '/api/user/signout',
        token: learner.token,
        payload: {},
      });
      expect(out.statusCode).toBe(200);
      expect(await refusedWithin(b, learner.token, 1000)).toBeLessThanOrEqual(1000);
      expect((await getProfile(b, phone)).statusCode).toBe(200);
    });

    it('refuses on A, within a second, every token of an account signed out everywhere through B', async () => {
      const learner = await learnerKnownToBoth();
      const phone = await signInOn(a, learner);
      expect((await getProfile(b, phone)).statusCode).toBe(200);
      const out = await call(b, { method: 'POST', url: '/api/user/signout-all', token: phone, payload: {} });
      expect(out.statusCode).toBe(200);
      expect(await refusedWithin(a, learner.token, 1000)).toBeLessThanOrEqual(1000);
      expect(await refusedWithin(a, phone, 1000)).toBeLessThanOrEqual(1000);
    });

    async function signInOn(app: FastifyInstance, learner: TestUser): Promise<string> {
      const response = await call(app, {
        method: 'POST',
        url: '/api/user/signin',
        payload: { email: learner.email, password: learner.password },
      });
      return json<{ data: { token: string } }>(response).data.token;
    }
  },
);
