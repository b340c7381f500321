import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { INITIAL_DATA_ELEMENT_ID, type InitialData } from '@coursewise/contract/first-paint';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCertifiedLearner } from '../../../test/certificate-factories.js';
import { call, describeEachDatabase, useTestApp } from '../../../test/helper.js';
import { revokeCertificate } from '../certificates/certificates.service.js';
import { createFaqs, createHelpArticles, createPage } from '../content/content-authoring.service.js';
import { ofType, readPage } from './head-reading.js';

const INDEX =
  '<!doctype html><html lang="en"><head><title>Coursewise</title><meta name="description" content="default"></head><body><div id="root"></div></body></html>';

const dataScript = new RegExp(
  `<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">([\\s\\S]*?)</script>`,
);

describeEachDatabase('first paint: the content pages and the certificate verify page', (dialect) => {
  let webDist: string;
  beforeAll(() => {
    webDist = mkdtempSync(path.join(tmpdir(), 'coursewise-web-'));
    writeFileSync(path.join(webDist, 'index.html'), INDEX);
  });
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));
  const t = useTestApp(dialect, () => ({ WEB_DIST: webDist, PUBLIC_URL: 'https://learn.example.com' }));

  beforeAll(async () => {
    const db = t.app.ctx.db;
    const page = (slug: string, title: string) =>
      createPage(db, {
        slug,
        title,
        summary: `${title} in short`,
        blocks: [{ key: 'intro', title, body: `<p>${title} </script> body</p>` }],
      });
    for (const [slug, title] of [
      ['about', 'About us'],
      ['faq', 'FAQ'],
      ['contact', 'Contact'],
      ['terms', 'Terms'],
    ] as const) {
      await page(slug, title);
    }
    await createFaqs(db, [
      { question: 'Can I get a refund?', answer: '<p>Within <b>30 days</b>.</p>' },
      { question: 'Do certificates expire?', answer: '<p>No.</p>' },
    ]);
    await createHelpArticles(db, [
      {
        slug: 'reset-password',
        title: 'Reset your password',
        category: 'account',
        body: '<p>Use the link.</p>',
      },
      { slug: 'get-a-refund', title: 'Get a refund', category: 'payments', body: '<p>Write to us.</p>' },
    ]);
  });

  const get = (url: string, cookie?: string) =>
    call(t.app, { method: 'GET', url, headers: cookie ? { cookie } : {} });
  const page = async (url: string, cookie?: string) => {
    const response = await get(url, cookie);
    expect(response.statusCode, url).toBe(200);
    return response.body;
  };
  const initialDataOf = (html: string): InitialData => {
    const text = dataScript.exec(html)?.[1];
    if (text === undefined) throw new Error('the page has no initial data');
    return JSON.parse(text) as InitialData;
  };
  const api = async (url: string): Promise<unknown> => {
    const response = await get(url);
    expect(response.statusCode, url).toBe(200);
    return (response.json() as { data: unknown }).data;
  };

  /** Each page's queries under the web's keys (apps/web/src/features/content), with the API route answering each. */
  const contentPages: [string, [unknown[], string][]][] = [
    ['/about', [[['cms', 'about'], '/api/cms/about-us-cms']]],
    [
      '/faq',
      [
        [['cms', 'faq'], '/api/cms/faq-cms'],
        [['faqs'], '/api/faq/list'],
      ],
    ],
    ['/help', [[['help-articles'], '/api/help/list']]],
    ['/contact', [[['cms', 'contact'], '/api/cms/contact-us-cms']]],
    ['/terms', [[['cms', 'terms'], '/api/cms/details/terms']]],
  ];

  it.each(contentPages)(
    'puts %s’s queries under the web app’s keys, equal to the API’s answers',
    async (url, expected) => {
      const data = initialDataOf(await page(url));
      expect(data.queries.map((q) => q.key)).toEqual(expected.map(([key]) => key));
      const answers = await Promise.all(expected.map(([, apiUrl]) => api(apiUrl)));
      expect(data.queries.map((q) => q.data)).toEqual(answers);
      expect(data.settings).toEqual(await api('/api/setting/details'));
    },
  );

  it('has data that is not empty: the pages’ content and lists as created', async () => {
    const faq = initialDataOf(await page('/faq'));
    expect(faq.queries[0]?.data).toMatchObject({ slug: 'faq', title: 'FAQ', summary: 'FAQ in short' });
    expect(faq.queries[1]?.data).toMatchObject([
      { question: 'Can I get a refund?' },
      { question: 'Do certificates expire?' },
    ]);
    const help = initialDataOf(await page('/help/'));
    expect(help.queries[0]?.data).toMatchObject([{ slug: 'reset-password' }, { slug: 'get-a-refund' }]);
    // The head is unchanged: the FAQ's questions stay its JSON-LD.
    expect(ofType(readPage(await page('/faq')), 'FAQPage')).toHaveLength(1);
  });

  it('puts a German visitor’s FAQs in the page, as the API answers them in German', async () => {
    await createFaqs(t.app.ctx.db, [
      { question: 'Kann ich Geld zurückbekommen?', answer: '<p>30 Tage lang.</p>', locale: 'de' },
    ]);
    const german = initialDataOf(await page('/faq', 'locale=de'));
    const answer = await call(t.app, {
      method: 'GET',
      url: '/api/faq/list',
      headers: { cookie: 'locale=de' },
    });
    expect(german.queries[1]?.data).toEqual(answer.json().data);
    expect(german.queries[1]?.data).toMatchObject([{ question: 'Kann ich Geld zurückbekommen?' }]);
    // Other languages keep the default's.
    expect(initialDataOf(await page('/faq', 'locale=fr')).queries[1]?.data).toMatchObject([
      { question: 'Can I get a refund?' },
      { question: 'Do certificates expire?' },
    ]);
  });

  it('leaves out a CMS page that does not exist (the page asks for it), and shows one written later at once', async () => {
    const before = initialDataOf(await page('/privacy'));
    expect(before.queries).toEqual([]);
    expect(before.settings).toEqual(await api('/api/setting/details'));
    expect((await get('/api/cms/details/privacy')).statusCode).toBe(404);

    await createPage(t.app.ctx.db, { slug: 'privacy', title: 'Privacy', blocks: [] });
    const after = initialDataOf(await page('/privacy'));
    expect(after.queries).toEqual([{ key: ['cms', 'privacy'], data: await api('/api/cms/details/privacy') }]);
  });

  it('puts the public verification into a certificate’s page, the same with or without the holder’s cookie', async () => {
    const { certificate, learner } = await createCertifiedLearner(t.app, {
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    const url = `/certificates/${certificate.id}`;
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const data = initialDataOf(response.body);
    const verification = await api(`/api/certification/verify/${certificate.id}`);
    expect(data.queries).toEqual([{ key: ['certificate-verification', certificate.id], data: verification }]);
    expect(data.queries[0]?.data).toMatchObject({ holderName: 'Ada Lovelace', number: certificate.number });
    expect(data.settings).toEqual(await api('/api/setting/details'));
    // The holder's facts stay in the root for readers without script.
    expect(readPage(response.body).rootText).toContain('Holder Ada Lovelace');

    // The holder's own query is not the page's: their cookie changes nothing in it.
    const asHolder = initialDataOf(await page(url, `auth_token=${learner.token}`));
    expect(asHolder).toEqual(data);
    expect(JSON.stringify(asHolder)).not.toContain(learner.email);
  });

  it('carries a revoked certificate’s answer as the API gives it, and nothing for an unknown id', async () => {
    const { certificate } = await createCertifiedLearner(t.app);
    await revokeCertificate(t.app.ctx.db, certificate.id, '2026-02-01T10:00:00.000Z');
    const data = initialDataOf(await page(`/certificates/${certificate.id}`));
    const verification = await api(`/api/certification/verify/${certificate.id}`);
    expect(verification).toMatchObject({ revokedAt: '2026-02-01T10:00:00.000Z' });
    expect(data.queries).toEqual([{ key: ['certificate-verification', certificate.id], data: verification }]);

    const unknown = await get('/certificates/NoSuchCertificate123');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain(INITIAL_DATA_ELEMENT_ID);
  });
});
