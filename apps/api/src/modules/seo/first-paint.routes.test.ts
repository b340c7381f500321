import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CourseDetails, CourseSummary, Paged } from '@coursewise/contract';
import {
  COURSE_CARD_IMAGE_SIZES,
  COURSE_COVER_IMAGE_SIZES,
  INITIAL_DATA_ELEMENT_ID,
  type InitialData,
} from '@coursewise/contract/first-paint';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import { asBuiltPage, squeeze } from '../../../test/built-page.js';
import { admin } from '../../../test/catalogue-admin-factories.js';
import { createCategoryFixture, createCourseFixture } from '../../../test/catalogue-factories.js';
import { call, describeEachDatabase, useTestApp } from '../../../test/helper.js';
import { photo } from '../../../test/images.js';
import { COURSE_COVER_WIDTHS, putImageWidths, renderImageSizes } from '../../lib/images.js';
import { createPage, createTestimonials } from '../content/content-authoring.service.js';
import { setLearnersCount } from '../courses/courses.service.js';

const INDEX = [
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />',
  '<meta name="viewport" content="width=device-width, initial-scale=1.0" /><title>Coursewise</title>',
  '<meta name="description" content="default"></head><body><div id="root"></div></body></html>',
].join('');

const dataScript = new RegExp(
  `<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">([\\s\\S]*?)</script>`,
);
const preloadLink =
  /<link rel="preload" as="image" href="([^"]*)"(?: imagesrcset="([^"]*)" imagesizes="([^"]*)")? fetchpriority="high">/;
const unescapeAttr = (value: string | undefined) =>
  value
    ?.replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

describeEachDatabase('first paint: page data and the LCP image in the HTML', (dialect) => {
  let webDist: string;
  beforeAll(() => {
    webDist = mkdtempSync(path.join(tmpdir(), 'coursewise-web-'));
    writeFileSync(path.join(webDist, 'index.html'), INDEX);
  });
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));
  const t = useTestApp(dialect, () => ({ WEB_DIST: webDist, PUBLIC_URL: 'https://learn.example.com' }));

  let category: { id: string; slug: string };
  let popular: { id: string; slug: string };
  let hostile: { id: string; slug: string };
  const hostileTitle = 'Escape </script><script>alert(1)</script> & <!-- line\u2028sep\u2029 $& done';

  /** A cover stored in every width, as an upload stores it; answers its key. */
  async function storedCover(name: string): Promise<string> {
    const rendered = await renderImageSizes(
      await photo('jpeg', 1600, 900),
      { widths: COURSE_COVER_WIDTHS },
      40_000_000,
    );
    const keys = await putImageWidths(t.app.ctx.storage, `course-image/${name}`, rendered);
    return keys.at(-1) ?? '';
  }

  beforeAll(async () => {
    const db = t.app.ctx.db;
    category = await createCategoryFixture(t.app);
    const cover = await storedCover(`first-${dialect}`);
    popular = await createCourseFixture(t.app, { categoryId: category.id, imageKey: cover });
    await createCourseFixture(t.app, {
      categoryId: category.id,
      imageKey: await storedCover(`b-${dialect}`),
    });
    hostile = await createCourseFixture(t.app, { title: hostileTitle });
    // The most popular course comes first on the home page and in the catalogue.
    await setLearnersCount(db, popular.id, 500);
    await createPage(db, {
      slug: 'home',
      title: 'Home',
      blocks: [{ key: 'hero', title: 'Learn </script> here', body: '<p>Welcome</p>' }],
    });
    await createTestimonials(db, [{ name: 'Ana', role: 'Learner', quote: 'Great <b>course</b>', rating: 5 }]);
  });

  const page = async (url: string) => {
    const response = await call(t.app, { method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  const initialDataOf = (html: string): InitialData => {
    const text = dataScript.exec(html)?.[1];
    if (text === undefined) throw new Error('the page has no initial data');
    return JSON.parse(text) as InitialData;
  };
  const api = async <T>(url: string): Promise<T> => {
    const response = await call(t.app, { method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    return (response.json() as { data: T }).data;
  };
  const preloadOf = (html: string) => {
    const match = preloadLink.exec(html);
    return match ? { href: match[1], srcSet: unescapeAttr(match[2]), sizes: unescapeAttr(match[3]) } : null;
  };

  it('puts the home page’s queries under the web app’s keys, equal to the API’s answers, and preloads the first cover', async () => {
    const html = await page('/');
    const data = initialDataOf(html);
    expect(data.queries.map((q) => q.key)).toEqual([
      ['cms', 'home'],
      ['courses', 'list', { sort: 'popular', limit: 8 }],
      ['categories'],
      ['courses', 'list', { sort: 'rating', limit: 8 }],
      ['testimonials'],
    ]);
    const answers = [
      await api('/api/cms/home-cms'),
      await api('/api/course/list?sort=popular&limit=8'),
      await api('/api/category/list'),
      await api('/api/course/list?sort=rating&limit=8'),
      await api('/api/testimonial/list'),
    ];
    expect(data.queries.map((q) => q.data)).toEqual(answers);
    expect(data.settings).toEqual(await api('/api/setting/details'));

    const first = (answers[1] as Paged<CourseSummary>).items[0];
    expect(first?.id).toBe(popular.id);
    expect(first?.imageSrcSet).toMatch(/ 320w, .+ 1280w$/);
    expect(preloadOf(html)).toEqual({
      href: first?.imageUrl,
      srcSet: first?.imageSrcSet,
      sizes: COURSE_CARD_IMAGE_SIZES,
    });
    // After the viewport meta: parsed before it, the link would be sized for a 980 px wide page and a
    // phone would download a second, larger candidate for it.
    expect(html.indexOf('<link rel="preload"')).toBeGreaterThan(html.indexOf('<meta name="viewport"'));
    // The home page's own title (public-pages-head.routes.test.ts reads its whole head).
    expect(html).toContain('<title>Coursewise: online courses</title>');
  });

  it('puts the catalogue’s first page and the categories into /courses, and preloads its first card', async () => {
    const html = await page('/courses');
    const data = initialDataOf(html);
    expect(data.queries.map((q) => q.key)).toEqual([
      ['categories'],
      ['courses', 'list', { sort: 'popular', page: 1, limit: 12 }],
    ]);
    const list = await api<Paged<CourseSummary>>('/api/course/list?sort=popular&page=1&limit=12');
    expect(data.queries.map((q) => q.data)).toEqual([await api('/api/category/list'), list]);
    expect(data.settings).toEqual(await api('/api/setting/details'));
    expect(preloadOf(html)).toEqual({
      href: list.items[0]?.imageUrl,
      srcSet: list.items[0]?.imageSrcSet,
      sizes: COURSE_CARD_IMAGE_SIZES,
    });
  });

  it('reads the catalogue URL’s filters as the catalogue page does', async () => {
    const data = initialDataOf(
      await page(
        `/courses?category=${category.slug}&sort=rating&page=1&level=nonsense&minPrice=5000&maxPrice=100`,
      ),
    );
    const query = {
      sort: 'rating',
      page: 1,
      limit: 12,
      category: category.slug,
      minPrice: 100,
      maxPrice: 5000,
    };
    expect(data.queries.map((q) => q.key)).toEqual([['categories'], ['courses', 'list', query]]);
    expect(data.queries[1]?.data).toEqual(
      await api(
        `/api/course/list?category=${category.slug}&sort=rating&page=1&limit=12&minPrice=100&maxPrice=5000`,
      ),
    );
  });

  it('puts a course page’s details into it and preloads its cover with the srcset the API reports', async () => {
    const html = await page(`/courses/${popular.slug}`);
    const data = initialDataOf(html);
    const details = await api<CourseDetails>(`/api/course/details?slug=${popular.slug}`);
    expect(data.queries).toEqual([{ key: ['courses', 'details', popular.slug], data: details }]);
    expect(data.settings).toEqual(await api('/api/setting/details'));
    expect(details.imageSrcSet).toBe(
      COURSE_COVER_WIDTHS.map(
        (w) => `/uploads/course-image/first-${dialect}/320-480-720-960-1280/${w}.webp ${w}w`,
      ).join(', '),
    );
    expect(preloadOf(html)).toEqual({
      href: details.imageUrl,
      srcSet: details.imageSrcSet,
      sizes: COURSE_COVER_IMAGE_SIZES,
    });
    expect(html).toContain(
      `<meta property="og:url" content="https://learn.example.com/courses/${popular.slug}">`,
    );
  });

  it('adds nothing for an unknown course, a draft, or another page; the first two answer 404', async () => {
    const draft = await createCourseFixture(t.app, { published: false });
    for (const url of ['/courses/no-such-course', `/courses/${draft.slug}`]) {
      const response = await call(t.app, { method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(squeeze(response.body)).toBe(asBuiltPage(INDEX, { noindex: true }));
    }
    // A private page gets neither; a content page its data (content-first-paint.routes.test.ts) but no preload.
    const wishlist = await page('/wishlist');
    expect(wishlist).not.toContain('coursewise-initial-data');
    expect(preloadOf(wishlist)).toBeNull();
    expect(preloadOf(await page('/about'))).toBeNull();
  });

  it('keeps a hostile title inside the data script: no markup, no line separators, same text when read', async () => {
    const html = await page(`/courses/${hostile.slug}`);
    // The data and the two JSON-LD scripts (Course, BreadcrumbList), each closed once.
    expect(html.match(/<script/gi)).toHaveLength(3);
    expect(html.match(/<\/script/gi)).toHaveLength(3);
    expect(html).not.toContain('<!--');
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)];
    expect(jsonLd).toHaveLength(2);
    for (const [, text = ''] of jsonLd) expect(text).not.toMatch(/[<>\u2028\u2029]/);
    expect(JSON.parse(jsonLd[0]?.[1] ?? '')).toMatchObject({ '@type': 'Course', name: hostileTitle });
    const script = dataScript.exec(html)?.[1] ?? '';
    expect(script).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)');
    expect(script).not.toMatch(/[<>\u2028\u2029]/);
    expect(script).toContain('line\\u2028sep\\u2029');
    const data = initialDataOf(html);
    expect(data.queries[0]?.data).toMatchObject({ title: hostileTitle });
    expect(data.queries[0]?.data).toEqual(await api(`/api/course/details?slug=${hostile.slug}`));
    // Its cover (a single width: no srcset) is preloaded at the address its details give.
    const details = await api<{ imageUrl: string }>(`/api/course/details?slug=${hostile.slug}`);
    expect(preloadOf(html)?.href).toBe(details.imageUrl);
  });

  it('shows an admin’s change at once: the page data follows the catalogue cache’s invalidation', async () => {
    const owner = await createAdmin(t.app);
    expect(initialDataOf(await page(`/courses/${popular.slug}`)).queries[0]?.data).toMatchObject({
      price: 1999,
    });
    const changed = await admin(t.app, owner.token, 'PUT', `/courses/${popular.id}`, { price: 2500 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(initialDataOf(await page(`/courses/${popular.slug}`)).queries[0]?.data).toMatchObject({
      price: 2500,
    });
    const home = initialDataOf(await page('/'));
    const popularRow = home.queries[1]?.data as Paged<CourseSummary> | undefined;
    expect(popularRow?.items[0]).toMatchObject({ id: popular.id, price: 2500 });

    const added = await admin(t.app, owner.token, 'POST', '/categories', { name: 'Freshly Added' });
    expect(added.statusCode, added.body).toBe(201);
    const catalogue = initialDataOf(await page('/courses'));
    expect(catalogue.queries[0]?.data).toEqual(await api('/api/category/list'));
    expect(catalogue.queries[0]?.data).toContainEqual(expect.objectContaining({ name: 'Freshly Added' }));
  });
});
