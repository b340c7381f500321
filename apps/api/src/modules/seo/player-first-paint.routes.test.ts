import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { INITIAL_DATA_ELEMENT_ID, type InitialData } from '@coursewise/contract/first-paint';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLearner, STRONG_PASSWORD, type TestUser } from '../../../test/factories.js';
import { call, describeEachDatabase, json, useTestApp } from '../../../test/helper.js';
import { buy, createStudyCourse, postProgress } from '../../../test/learning-factories.js';

const INDEX =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Coursewise</title></head><body><div id="root"></div></body></html>';

const dataScript = new RegExp(
  `<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">([\\s\\S]*?)</script>`,
);

function initialData(page: LightMyRequestResponse): InitialData | null {
  const text = dataScript.exec(page.body)?.[1];
  return text === undefined ? null : (JSON.parse(text) as InitialData);
}

const dataAt = (data: InitialData | null, key: readonly unknown[]) =>
  data?.queries.find((query) => JSON.stringify(query.key) === JSON.stringify(key))?.data;

describeEachDatabase(
  "the player's first paint for the learner whose cookie comes with the page",
  (dialect) => {
    let webDist: string;
    beforeAll(() => {
      webDist = mkdtempSync(path.join(tmpdir(), 'coursewise-web-'));
      writeFileSync(path.join(webDist, 'index.html'), INDEX);
    });
    afterAll(() => rmSync(webDist, { recursive: true, force: true }));
    const t = useTestApp(dialect, () => ({ WEB_DIST: webDist }));

    let course: Awaited<ReturnType<typeof createStudyCourse>>;
    let owner: TestUser;
    let stranger: TestUser;
    beforeAll(async () => {
      course = await createStudyCourse(t.app);
      owner = await createLearner(t.app);
      stranger = await createLearner(t.app);
      await buy(t.app, owner.id, course.id);
      await postProgress(t.app, owner.token, { chapterId: course.chapters.welcome.id, completed: true });
    });

    const page = (
      url: string,
      token?: string,
      cookie = token ? `theme=light; auth_token=${token}` : undefined,
    ) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    const api = async (url: string, token: string) =>
      json<{ data: unknown }>(await call(t.app, { url, token })).data;

    it('puts the learner, the course, the outline and the chapter to continue with into /learn/{slug}, as the API answers them', async () => {
      const answer = await page(`/learn/${course.slug}`, owner.token);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      const data = initialData(answer);
      expect(data?.viewer).toEqual(await api('/api/user/profile', owner.token));
      expect(dataAt(data, ['courses', 'details', course.slug])).toEqual(
        await api(`/api/course/details?slug=${course.slug}`, owner.token),
      );
      const outline = (await api(`/api/course/purchase-details/${course.id}`, owner.token)) as {
        nextChapterId: string;
      };
      expect(dataAt(data, ['learning', 'course', course.id])).toEqual(outline);
      // The first chapter is done: the page opens the next one.
      expect(outline.nextChapterId).toBe(course.chapters.setup.id);
      const chapter = (await api(`/api/chapter/details/${course.chapters.setup.id}`, owner.token)) as object;
      expect(dataAt(data, ['learning', 'chapter', course.chapters.setup.id])).toEqual(chapter);
      expect(data?.settings).toBeDefined();
    });

    it('opens the chapter a /learn/{slug}/chapters/{id} address names', async () => {
      const { deeper } = course.chapters;
      const data = initialData(await page(`/learn/${course.slug}/chapters/${deeper.id}`, owner.token));
      expect(dataAt(data, ['learning', 'chapter', deeper.id])).toMatchObject({
        id: deeper.id,
        title: 'Deeper',
      });
      expect(dataAt(data, ['learning', 'chapter', course.chapters.setup.id])).toBeUndefined();
    });

    it('gives a learner who does not own the course neither outline nor chapter', async () => {
      const answer = await page(
        `/learn/${course.slug}/chapters/${course.chapters.deeper.id}`,
        stranger.token,
      );
      const data = initialData(answer);
      expect(data?.viewer).toMatchObject({ id: stranger.id });
      expect(dataAt(data, ['courses', 'details', course.slug])).toMatchObject({ isPurchased: false });
      expect(data?.queries.map((query) => query.key[0])).toEqual(['courses']);
      // Nothing of the owner's leaks into anyone else's page.
      expect(answer.body).not.toContain(owner.email);
    });

    it('answers the page as built, cacheable, without a cookie or with a bad, revoked or foreign one', async () => {
      const url = `/learn/${course.slug}`;
      const forged = `${owner.token.slice(0, -4)}AAAA`;
      const learner = await createLearner(t.app);
      await buy(t.app, learner.id, course.id);
      const changed = await call(t.app, {
        method: 'POST',
        url: '/api/user/change-password',
        token: learner.token,
        payload: { currentPassword: STRONG_PASSWORD, newPassword: 'another-violet-harbour-2' },
      });
      expect(changed.statusCode).toBe(200);
      for (const answer of [
        await page(url),
        await page(url, forged),
        await page(url, learner.token), // revoked by the password change
        await page(url, undefined, `other_auth_token=${owner.token}`),
        await page(url, undefined, `auth_token=${'x'.repeat(5000)}`),
        await page(url, undefined, 'auth_token=%E0%A4%A'),
      ]) {
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['cache-control']).toBe('no-cache');
        expect(initialData(answer)).toBeNull();
      }
    });

    it('answers an unknown course with a 404, the learner and nothing else', async () => {
      for (const url of ['/learn/no-such-course', '/learn/no-such-course/chapters/some-chapter']) {
        const answer = await page(url, owner.token);
        expect(answer.statusCode).toBe(404);
        expect(answer.headers['cache-control']).toBe('private, no-store');
        const data = initialData(answer);
        expect(data?.viewer).toMatchObject({ id: owner.id });
        expect(data?.queries).toEqual([]);
      }
      // The known course is still a 200 for a learner who does not own it (the page says so).
      expect((await page(`/learn/${course.slug}`, stranger.token)).statusCode).toBe(200);
      // Signed out, the page is the sign-in redirect: the server cannot tell, and answers as built.
      expect((await page('/learn/no-such-course')).statusCode).toBe(200);
    });
  },
);
