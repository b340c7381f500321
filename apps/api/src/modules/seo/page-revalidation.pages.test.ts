import { expect, it } from 'vitest';
import { call, describeEachDatabase, useTestApp } from '../../../test/helper.js';
import { builtWebDist, isServerRendered } from '../../../test/rendered-pages.js';
import { createFaqs } from '../content/content-authoring.service.js';

describeEachDatabase('server-rendered pages revalidate by what they were made from', (dialect) => {
  // Never streamed, whatever the machine's load: a streamed page is not kept and has no tag.
  const t = useTestApp(dialect, {
    WEB_DIST: builtWebDist,
    PUBLIC_URL: 'https://learn.example.com',
    PAGE_SHELL_AFTER_MS: '60000',
  });
  const get = (url: string, headers: Record<string, string> = {}) =>
    call(t.app, { method: 'GET', url, headers: { 'accept-encoding': 'br', ...headers } });

  it('answers 304 to its own ETag, a new one once the page shows something else, and one per encoding', async () => {
    await createFaqs(t.app.ctx.db, [{ question: 'Kept by the browser?', answer: '<p>Yes.</p>' }]);
    const first = await get('/faq');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+\.br"$/);

    const again = await get('/faq', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    // The same page in gzip is another representation, with its own tag.
    const gzip = await get('/faq', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(gzip.statusCode).toBe(200);
    expect(String(gzip.headers.etag)).toMatch(/\.gzip"$/);

    // A new question changes the page: the old tag no longer matches.
    await createFaqs(t.app.ctx.db, [{ question: 'Asked since?', answer: '<p>Indeed.</p>' }]);
    const changed = await get('/faq', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(isServerRendered((await get('/faq', { 'accept-encoding': 'identity' })).body)).toBe(true);
  });

  it('gives no ETag to pages it does not keep: a private page, a missing course', async () => {
    for (const url of ['/signin', '/courses/no-such-course']) {
      const response = await get(url);
      expect(response.headers.etag, url).toBeUndefined();
    }
  });
});
