import type { CourseSummary, Paged, Settings } from '@coursewise/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCategoryFixture, createCourseFixture } from '../../../test/catalogue-factories.js';
import { createCertifiedLearner } from '../../../test/certificate-factories.js';
import { call, describeEachDatabase, useTestApp } from '../../../test/helper.js';
import { builtWebDist, isServerRendered, renderedText } from '../../../test/rendered-pages.js';
import { revokeCertificate } from '../certificates/certificates.service.js';
import { createFaqs, createHelpArticles, createPage } from '../content/content-authoring.service.js';
import { setLearnersCount } from '../courses/courses.service.js';

/** A catalogue of 14 (more than its first page of 12), their prices out of step with their popularity. */
const COUNT = 14;
const priceOf = (i: number) => 1000 + ((i * 5) % COUNT) * 250;

/** Whether `parts` appear in `text` in this order. */
function inOrder(text: string, parts: readonly string[]): string[] {
  let from = 0;
  const missing: string[] = [];
  for (const part of parts) {
    const at = text.indexOf(part, from);
    if (at === -1) missing.push(part);
    else from = at + part.length;
  }
  return missing;
}

describeEachDatabase(
  'server-rendered public pages: their content is in the HTML, no script run',
  (dialect) => {
    const t = useTestApp(dialect, { WEB_DIST: builtWebDist, PUBLIC_URL: 'https://learn.example.com' });
    let category: { id: string; slug: string };
    const courses: { id: string; slug: string; title: string; priceCents: number }[] = [];
    let settings: Settings;

    beforeAll(async () => {
      category = await createCategoryFixture(t.app, `Rendered ${dialect}`);
      for (let i = 0; i < COUNT; i += 1) {
        const title = `Rendered course ${String(i + 1).padStart(2, '0')} & co`;
        const course = await createCourseFixture(t.app, {
          title,
          categoryId: category.id,
          priceCents: priceOf(i),
        });
        // The first is the most popular.
        await setLearnersCount(t.app.ctx.db, course.id, 10_000 - i * 100);
        courses.push(course);
      }
      const response = await call(t.app, { method: 'GET', url: '/api/setting/details' });
      settings = (response.json() as { data: Settings }).data;
    });

    const page = async (url: string, cookie?: string) => {
      const response = await call(t.app, { method: 'GET', url, headers: cookie ? { cookie } : {} });
      expect(response.statusCode, url).toBe(200);
      expect(isServerRendered(response.body), `${url} is drawn by the server`).toBe(true);
      return renderedText(response.body);
    };
    /** A price as the web shows it (apps/web/src/lib/currency.ts): amount × rate, rounded, 2 decimals. */
    const shown = (usdCents: number, currency: 'USD' | 'GBP') => {
      const rate = currency === 'USD' ? 1 : (settings.currency.rates.GBP ?? Number.NaN);
      const amount = (Math.round(usdCents * rate) / 100).toLocaleString('en-US', {
        minimumFractionDigits: 2,
      });
      return `${settings.currency.symbols[currency]}${amount}`;
    };
    const cards = (list: typeof courses, currency: 'USD' | 'GBP') =>
      list.flatMap((course) => [course.title, shown(course.priceCents, currency)]);

    it('home: the popular row’s course titles are in the root, in order', async () => {
      const list = await call(t.app, { method: 'GET', url: '/api/course/list?sort=popular&limit=8' });
      const popular = (list.json() as { data: Paged<CourseSummary> }).data.items;
      expect(popular.map((c) => c.id)).toEqual(courses.slice(0, 8).map((c) => c.id));
      const text = await page('/');
      expect(inOrder(text, ['Most popular courses', ...popular.map((c) => c.title)])).toEqual([]);
    });

    it('home in German: drawn in the negotiated language, from Accept-Language or the locale cookie', async () => {
      const german = await call(t.app, {
        method: 'GET',
        url: '/',
        headers: { 'accept-language': 'de-AT, en;q=0.5' },
      });
      expect(german.body).toMatch(/<html lang="de"/);
      expect(isServerRendered(german.body)).toBe(true);
      const text = renderedText(german.body);
      expect(text).toContain('Die beliebtesten Kurse');
      expect(text).not.toContain('Most popular courses');
      // Its title and description are German too.
      expect(german.body).toContain('<title>Coursewise: Onlinekurse</title>');
      expect(german.body).toMatch(/<meta name="description" content="Coursewise: Onlinekurse entdecken/);
      // The cookie outranks the header; the page kept for German is not served to it.
      const spanish = await call(t.app, {
        method: 'GET',
        url: '/',
        headers: { 'accept-language': 'de', cookie: 'locale=es' },
      });
      expect(spanish.body).toMatch(/<html lang="es"/);
      expect(renderedText(spanish.body)).not.toContain('Die beliebtesten Kurse');
      expect(renderedText(spanish.body)).not.toContain('Most popular courses');
      expect(spanish.body).toContain('<title>Coursewise: cursos en línea</title>');
    });

    it.each([
      ['en', '/courses?level=beginner&page=2', 'Courses · beginner · page 2 | Coursewise'],
      ['fr', '/courses?level=beginner&page=2', 'Cours · débutant · page 2 | Coursewise'],
      ['de', '/faq', 'Häufige Fragen | Coursewise'],
      ['es', '/terms', 'Condiciones del servicio | Coursewise'],
    ] as const)('a %s page head: %s is titled in its language', async (locale, url, title) => {
      const answer = await call(t.app, { method: 'GET', url, headers: { cookie: `locale=${locale}` } });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain(`<title>${title}</title>`);
      expect(answer.body).toContain(`<meta property="og:title" content="${title}">`);
    });

    it.each(['USD', 'GBP'] as const)(
      'catalogue: the first page of courses in order with their prices in %s',
      async (currency) => {
        const cookie = currency === 'GBP' ? 'currency=GBP' : undefined;
        const firstPage = courses.slice(0, 12);
        const text = await page('/courses', cookie);
        expect(inOrder(text, cards(firstPage, currency))).toEqual([]);
        // The rest are on page 2.
        for (const course of courses.slice(12)) expect(text).not.toContain(course.title);

        const cheapest = [...courses].sort((a, b) => a.priceCents - b.priceCents).slice(0, 12);
        const filtered = await page(`/courses?category=${category.slug}&sort=price_asc`, cookie);
        expect(inOrder(filtered, cards(cheapest, currency))).toEqual([]);
        const other = currency === 'GBP' ? '$' : '£';
        expect(filtered).not.toMatch(new RegExp(`\\${other}\\d`));
      },
    );

    it('course page: its title and its outline', async () => {
      const course = courses[0];
      if (!course) throw new Error('no course');
      const text = await page(`/courses/${course.slug}`);
      expect(text).toContain(course.title);
      // Every module's title and every chapter's, the closed sections' too (kept in the page, hidden).
      expect(
        inOrder(text, ['Getting started', 'Welcome', 'Setup', 'Going further', 'Deeper', 'Wrap-up']),
      ).toEqual([]);
    });

    it('verify page: the holder and the status, valid or revoked', async () => {
      const valid = await createCertifiedLearner(t.app, { firstName: 'Hedy', lastName: 'Lamarr' });
      const revoked = await createCertifiedLearner(t.app, { firstName: 'Alan', lastName: 'Turing' });
      await revokeCertificate(t.app.ctx.db, revoked.certificate.id, '2026-02-01T10:00:00.000Z');

      const shownValid = await page(`/certificates/${valid.certificate.id}`);
      expect(shownValid).toContain('Valid certificate');
      expect(shownValid).toContain('issued this certificate to Hedy Lamarr');
      expect(shownValid).toContain(valid.course.title);

      const shownRevoked = await page(`/certificates/${revoked.certificate.id}`);
      expect(shownRevoked).toContain('Revoked certificate');
      expect(shownRevoked).toContain('Revoked on 1 February 2026. It is no longer valid.');
      expect(shownRevoked).not.toContain('Valid certificate');
    });

    describe('content pages', () => {
      beforeAll(async () => {
        const db = t.app.ctx.db;
        for (const [slug, title] of [
          ['about', 'About the school'],
          ['faq', 'Questions people ask'],
          ['terms', 'Terms of use'],
          ['privacy', 'Privacy notice'],
        ] as const) {
          await createPage(db, {
            slug,
            title,
            blocks: [{ key: 'intro', title: `${title}: intro`, body: `<p>The ${slug} body & more.</p>` }],
          });
        }
        await createFaqs(db, [
          { question: 'Can I get a refund?', answer: '<p>Within 30 days.</p>' },
          { question: 'Do certificates expire?', answer: '<p>No.</p>' },
        ]);
        await createHelpArticles(db, [
          {
            slug: 'reset-password',
            title: 'Reset your password',
            category: 'account',
            body: '<p>Use it.</p>',
          },
          { slug: 'get-a-refund', title: 'Get a refund', category: 'payments', body: '<p>Write.</p>' },
        ]);
      });

      it.each([
        ['/about', ['About the school', 'The about body & more.']],
        ['/terms', ['Terms of use', 'The terms body & more.']],
        ['/privacy', ['Privacy notice', 'The privacy body & more.']],
        ['/faq', ['Questions people ask', 'Can I get a refund?', 'Do certificates expire?']],
        ['/help', ['Reset your password', 'Get a refund']],
      ])('%s: its CMS text and lists', async (url, expected) => {
        const text = await page(url);
        for (const part of expected) expect(text).toContain(part);
      });
    });
  },
);
