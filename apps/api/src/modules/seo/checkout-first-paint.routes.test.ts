import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { INITIAL_DATA_ELEMENT_ID, type InitialData } from '@coursewise/contract/first-paint';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLearner, STRONG_PASSWORD } from '../../../test/factories.js';
import { call, describeEachDatabase, json, useTestApp } from '../../../test/helper.js';

const INDEX =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Coursewise</title></head><body><div id="root"></div></body></html>';

const dataScript = new RegExp(
  `<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">([\\s\\S]*?)</script>`,
);

function initialData(page: LightMyRequestResponse): InitialData | null {
  const text = dataScript.exec(page.body)?.[1];
  return text === undefined ? null : (JSON.parse(text) as InitialData);
}

describeEachDatabase(
  "the checkout's first paint for the learner whose cookie comes with the page",
  (dialect) => {
    let webDist: string;
    beforeAll(() => {
      webDist = mkdtempSync(path.join(tmpdir(), 'coursewise-web-'));
      writeFileSync(path.join(webDist, 'index.html'), INDEX);
    });
    afterAll(() => rmSync(webDist, { recursive: true, force: true }));
    const t = useTestApp(dialect, () => ({ WEB_DIST: webDist }));
    const page = (token?: string, cookie = token ? `auth_token=${token}` : undefined) =>
      t.app.inject({ method: 'GET', url: '/checkout', headers: cookie ? { cookie } : {} });
    const api = async (url: string, token?: string) =>
      json<{ data: unknown }>(await call(t.app, { url, ...(token ? { token } : {}) })).data;

    it('puts the learner and the settings into /checkout, privately, and no order', async () => {
      const learner = await createLearner(t.app);
      const answer = await page(learner.token);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(answer.body).toContain('<meta name="robots" content="noindex">');
      const data = initialData(answer);
      expect(data?.viewer).toEqual(await api('/api/user/profile', learner.token));
      expect(data?.settings).toEqual(await api('/api/setting/details'));
      // The order is a payment the page opens itself (a POST): a page request carries none.
      expect(data?.queries).toEqual([]);
    });

    it('answers the page as built without a cookie or with a bad or revoked one', async () => {
      const learner = await createLearner(t.app);
      const changed = await call(t.app, {
        method: 'POST',
        url: '/api/user/change-password',
        token: learner.token,
        payload: { currentPassword: STRONG_PASSWORD, newPassword: 'another-violet-harbour-2' },
      });
      expect(changed.statusCode).toBe(200);
      for (const answer of [
        await page(),
        await page(`${learner.token.slice(0, -4)}AAAA`),
        await page(learner.token), // revoked by the password change
        await page(undefined, `auth_token=${'x'.repeat(5000)}`),
      ]) {
        expect(answer.statusCode).toBe(200);
        expect(initialData(answer)).toBeNull();
      }
    });
  },
);
