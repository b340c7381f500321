import type { AdminCaptionTrack, ChapterContent } from '@coursewise/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import { FRENCH, SPANISH, uploadCaptions, vtt } from '../../../test/caption-factories.js';
import { createLearner, type TestUser } from '../../../test/factories.js';
import {
  call,
  describeEachDatabase,
  fieldRefusal,
  hugeString,
  refusalOf,
  useTestApp,
} from '../../../test/helper.js';
import { CAPTIONS, createStudyCourse } from '../../../test/learning-factories.js';

describeEachDatabase('chapter caption tracks (admin)', (dialect) => {
  const t = useTestApp(dialect);
  let admin: TestUser;
  let learner: TestUser;
  let course: Awaited<ReturnType<typeof createStudyCourse>>;
  let chapterId: string;

  beforeAll(async () => {
    [admin, learner, course] = await Promise.all([
      createAdmin(t.app),
      createLearner(t.app),
      createStudyCourse(t.app),
    ]);
    chapterId = course.chapters.welcome.id;
  });

  const captionsUrl = (id: string, language?: string) =>
    `/api/admin/chapters/${id}/captions${language ? `/${language}` : ''}`;
  const put = (language: string, payload: unknown, token = admin.token, id = chapterId) =>
    call(t.app, { method: 'PUT', url: captionsUrl(id, language), token, payload: payload as object });
  const list = async (): Promise<AdminCaptionTrack[]> => {
    const response = await call(t.app, { method: 'GET', url: captionsUrl(chapterId), token: admin.token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const details = async (): Promise<ChapterContent> =>
    (await call(t.app, { method: 'GET', url: `/api/chapter/details/${chapterId}` })).json().data;
  const fetchText = async (url: string) => {
    const response = await call(t.app, { method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  const audits = () =>
    t.app.ctx.db
      .selectFrom('auditLog')
      .select(['actorId', 'action', 'summary'])
      .where('entity', '=', 'chapter-captions')
      .where('entityId', '=', chapterId)
      .orderBy('createdAt')
      .execute();

  it('lists the migrated single file as the English track', async () => {
    expect(await list()).toEqual([
      expect.objectContaining({ language: 'en', label: 'English', key: course.captionsKey }),
    ]);
  });

  it('adds a language, replaces it (removing the old file), lists both in details with links that load', async () => {
    const first = await uploadCaptions(t.app, admin.token, SPANISH);
    const added = await put('es', { captionsUrl: first });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toMatchObject({ language: 'es', label: 'Spanish', key: first });

    const second = await uploadCaptions(t.app, admin.token, vtt(['00:00:00.000', '00:00:01.500', 'Hola.']));
    const replaced = await put('es', { captionsUrl: second, label: 'Español' });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(await t.app.ctx.privateStorage.stat(first)).toBeNull();
    expect(await t.app.ctx.privateStorage.stat(second)).not.toBeNull();

    const fr = await put('pt-BR', { captionsUrl: await uploadCaptions(t.app, admin.token, FRENCH) });
    expect(fr.json().data).toMatchObject({ language: 'pt-BR', label: 'Brazilian Portuguese' });

    expect((await list()).map((track) => [track.language, track.label])).toEqual([
      ['en', 'English'],
      ['es', 'Español'],
      ['pt-BR', 'Brazilian Portuguese'],
    ]);
    const data = await details();
    expect(data.captions.map((track) => [track.language, track.label])).toEqual([
      ['en', 'English'],
      ['es', 'Español'],
      ['pt-BR', 'Brazilian Portuguese'],
    ]);
    for (const track of data.captions) expect(track.url).toMatch(/^\/api\/media\/.+\?expires=\d+&signature=/);
    expect(await fetchText(data.captions[0]?.url ?? '')).toBe(CAPTIONS);
    expect(await fetchText(data.captions[1]?.url ?? '')).toContain('Hola.');
    expect(await fetchText(data.captionsUrl ?? '')).toBe(CAPTIONS);
    expect((await audits()).map((a) => [a.actorId, a.action, a.summary])).toEqual([
      [admin.id, 'create', 'Added the Spanish (es) captions of chapter "Welcome"'],
      [admin.id, 'update', 'Replaced the Español (es) captions of chapter "Welcome"'],
      [admin.id, 'create', 'Added the Brazilian Portuguese (pt-BR) captions of chapter "Welcome"'],
    ]);
  });

  it('deletes a language and its file; an absent language is a 404', async () => {
    const key = await uploadCaptions(t.app, admin.token, FRENCH);
    expect((await put('fr', { captionsUrl: key })).statusCode).toBe(200);
    const removed = await call(t.app, {
      method: 'DELETE',
      url: captionsUrl(chapterId, 'fr'),
      token: admin.token,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await list()).map((track) => track.language)).not.toContain('fr');
    expect(await t.app.ctx.privateStorage.stat(key)).toBeNull();
    const again = await call(t.app, {
      method: 'DELETE',
      url: captionsUrl(chapterId, 'fr'),
      token: admin.token,
    });
    expect(again.statusCode).toBe(404);
    expect(refusalOf(again)).toEqual({ message: 'This chapter has no captions in fr' });
    expect((await audits()).at(-1)).toMatchObject({
      action: 'delete',
      summary: expect.stringContaining('(fr)'),
    });
  });

  it('keeps a file another track still names', async () => {
    const other = course.chapters.wrapUp.id;
    const shared = await uploadCaptions(t.app, admin.token, FRENCH);
    expect((await put('de', { captionsUrl: shared })).statusCode).toBe(200);
    expect((await put('de', { captionsUrl: shared }, admin.token, other)).statusCode).toBe(200);
    await call(t.app, { method: 'DELETE', url: captionsUrl(chapterId, 'de'), token: admin.token });
    expect(await t.app.ctx.privateStorage.stat(shared)).not.toBeNull();
  });

  describe('refuses bad input with a message, storing nothing', () => {
    it.each([
      ['an upper-case tag', 'EN', 'language'],
      ['a word', 'english', 'language'],
      ['an underscore', 'pt_BR', 'language'],
    ])('%s as the language', async (_label, language, path) => {
      const response = await put(language, { captionsUrl: course.captionsKey });
      expect(response.statusCode).toBe(400);
      expect(refusalOf(response).errors?.[0]?.path).toBe(path);
    });

    it('a language nobody can name', async () => {
      const response = await put('qq', { captionsUrl: course.captionsKey });
      expect(response.statusCode).toBe(400);
      expect(refusalOf(response)).toEqual(fieldRefusal('language', 'is not a known language'));
    });

    it.each([
      ['no captionsUrl', {}],
      ['a number', { captionsUrl: 42 }],
      ['an empty label', { captionsUrl: 'x', label: '' }],
      ['a huge label', { captionsUrl: 'x', label: hugeString(100) }],
      ['a huge key', { captionsUrl: hugeString(600) }],
      ['an unknown field', { captionsUrl: 'x', kind: 'subtitles' }],
    ])('%s', async (_label, body) => {
      const response = await put('it', body);
      expect(response.statusCode).toBe(400);
      expect(refusalOf(response).message).toBeTruthy();
    });

    it('a key that was never uploaded, and a blank label', async () => {
      expect(refusalOf(await put('it', { captionsUrl: 'captions/nope.vtt' }))).toEqual(
        fieldRefusal('captionsUrl', 'must be the key of a file uploaded here'),
      );
      expect(refusalOf(await put('it', { captionsUrl: course.captionsKey, label: '   ' }))).toEqual(
        fieldRefusal('label', 'must not be empty'),
      );
    });

    it('a file that is not WebVTT, or has broken or no cues', async () => {
      const bad = 'captions/broken.vtt';
      await t.app.ctx.privateStorage.put(bad, Buffer.from('WEBVTT\n\n00:01 --> 00:02\nHi\n'), 'text/vtt');
      expect(refusalOf(await put('it', { captionsUrl: bad }))).toEqual(
        fieldRefusal('captionsUrl', 'is not valid WebVTT: Line 3: not a cue timing ("start --> end")'),
      );
      expect(refusalOf(await put('it', { captionsUrl: course.videoKey })).message).toMatch(/^captionsUrl: /);
      const empty = await uploadCaptions(t.app, admin.token, 'WEBVTT\n');
      expect(refusalOf(await put('it', { captionsUrl: empty }))).toEqual(
        fieldRefusal('captionsUrl', 'holds no cues'),
      );
      expect((await list()).map((track) => track.language)).not.toContain('it');
    });

    it('an unknown chapter: 404 for list, put and delete', async () => {
      const unknown = '00000000-0000-4000-8000-000000000000';
      const key = await uploadCaptions(t.app, admin.token, SPANISH);
      for (const response of [
        await call(t.app, { method: 'GET', url: captionsUrl(unknown), token: admin.token }),
        await put('es', { captionsUrl: key }, admin.token, unknown),
        await call(t.app, { method: 'DELETE', url: captionsUrl(unknown, 'es'), token: admin.token }),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(refusalOf(response)).toEqual({ message: 'This chapter does not exist' });
      }
    });
  });

  it('is for admins: 401 without a token, 403 for a learner', async () => {
    for (const token of [undefined, learner.token]) {
      const responses = [
        await call(t.app, { method: 'GET', url: captionsUrl(chapterId), token }),
        await call(t.app, {
          method: 'PUT',
          url: captionsUrl(chapterId, 'es'),
          token,
          payload: { captionsUrl: 'x' },
        }),
        await call(t.app, { method: 'DELETE', url: captionsUrl(chapterId, 'es'), token }),
      ];
      for (const response of responses) expect(response.statusCode).toBe(token ? 403 : 401);
    }
    expect((await list()).map((track) => track.language)).toContain('es');
  });

  it('keeps the chapter body’s captionsUrl as the English track, and lists no tracks without a video', async () => {
    const key = await uploadCaptions(t.app, admin.token, FRENCH);
    const id = course.chapters.wrapUp.id;
    const update = (captions: string | null) =>
      call(t.app, {
        method: 'PUT',
        url: `/api/admin/chapters/${id}`,
        token: admin.token,
        payload: { captionsUrl: captions },
      });
    const saved = await update(key);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ captionsUrl: key });
    const tracks = await call(t.app, { method: 'GET', url: captionsUrl(id), token: admin.token });
    expect(tracks.json().data.map((track: AdminCaptionTrack) => track.language)).toEqual(['de', 'en']);
    // Without an English track, the chapter's single captionsUrl falls back to the first other one.
    const cleared = (await update(null)).json().data;
    expect(cleared.captionsUrl).not.toBe(key);
    expect(cleared.captionsUrl).toMatch(/^captions\//);
    const after = await call(t.app, { method: 'GET', url: captionsUrl(id), token: admin.token });
    expect(after.json().data.map((track: AdminCaptionTrack) => track.language)).toEqual(['de']);
    const text = await call(t.app, {
      method: 'GET',
      url: `/api/chapter/details/${course.chapters.setup.id}`,
      token: admin.token,
    });
    expect(text.json().data).toMatchObject({ captions: [], captionsUrl: null });
  });
});
