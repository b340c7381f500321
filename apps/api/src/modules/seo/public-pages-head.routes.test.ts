import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategoryFixture, createCourseFixture } from '../../../test/catalogue-factories.js';
import { call, describeEachDatabase, useTestApp } from '../../../test/helper.js';
import { newId } from '../../lib/ids.js';
import { metaOf, ofType, type ReadPage, readPage, schemaProblems } from './head-reading.js';

const INDEX =
  '<!doctype html><html lang="en"><head><title>Coursewise</title><meta name="description" content="default"></head><body><div id="root"></div></body></html>';
const SITE = 'https://learn.example.com';

/** The tags every public page carries, each once, agreeing with each other. */
function expectSharedHead(page: ReadPage, url: string) {
  expect(page.titles).toHaveLength(1);
  const [title] = page.titles;
  const description = metaOf(page, 'description');
  expect(title, url).not.toBe('Coursewise');
  expect(description, url).toBeTruthy();
  expect(description, url).not.toBe('default');
  expect(page.canonical, url).toEqual([url]);
  expect(
    {
      ogTitle: metaOf(page, 'og:title'),
      ogDescription: metaOf(page, 'og:description'),
      ogUrl: metaOf(page, 'og:url'),
      ogSiteName: metaOf(page, 'og:site_name'),
      twitterTitle: metaOf(page, 'twitter:title'),
      twitterDescription: metaOf(page, 'twitter:description'),
      robots: metaOf(page, 'robots'),
    },
    url,
  ).toEqual({
    ogTitle: title,
    ogDescription: description,
    ogUrl: url,
    ogSiteName: 'Coursewise',
    twitterTitle: title,
    twitterDescription: description,
    robots: undefined,
  });
  expect(metaOf(page, 'og:type'), url).toMatch(/^(website|article)$/);
  expect(metaOf(page, 'twitter:card'), url).toBe(
    metaOf(page, 'og:image') ? 'summary_large_image' : 'summary',
  );
  for (const document of page.jsonLd) expect(schemaProblems(document), url).toEqual([]);
}

describe('the schema.org checker', () => {
  it('finds a missing property, a nested one, and an unknown type', () => {
    expect(schemaProblems({ '@context': 'https://schema.org', '@type': 'Course', name: 'x' })).toEqual([
      '$: Course lacks description',
      '$: Course lacks provider',
      '$: Course lacks offers',
    ]);
    expect(
      schemaProblems({
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: [{ '@type': 'Question', name: 'Why?', acceptedAnswer: { '@type': 'Answer' } }],
      }),
    ).toEqual(['$.mainEntity[0].acceptedAnswer: Answer lacks text']);
    expect(schemaProblems({ '@context': 'https://schema.org', '@type': 'Thing' })).toEqual([
      '$: no checker knows @type Thing',
    ]);
  });
});

describeEachDatabase('every public page’s head, as a crawler reads it', (dialect) => {
  let webDist: string;
  let course: { id: string; slug: string; title: string };
  let unrated: { slug: string };
  let category: { id: string; slug: string; name: string };
  beforeAll(() => {
    webDist = mkdtempSync(path.join(tmpdir(), 'coursewise-web-'));
    writeFileSync(path.join(webDist, 'index.html'), INDEX);
  });
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));
  const t = useTestApp(dialect, () => ({ WEB_DIST: webDist, PUBLIC_URL: SITE }));
  const page = async (url: string) => {
    const response = await call(t.app, { method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    return readPage(response.body);
  };

  beforeAll(async () => {
    category = await createCategoryFixture(t.app, 'Baking & Bread');
    course = await createCourseFixture(t.app, {
      title: 'Sourdough </script><script>alert(1)</script>',
      categoryId: (await createCategoryFixture(t.app, 'Cooking')).id,
      priceCents: 2450,
    });
    unrated = await createCourseFixture(t.app, { categoryId: category.id });
    // Four ratings averaging 4.5, as the reviews module keeps them on the course.
    await t.app.ctx.db
      .updateTable('courses')
      .set({ ratingCount: 4, ratingSum: 18, ratingAverage: 4.5 })
      .where('id', '=', course.id)
      .execute();
    await t.app.ctx.db
      .insertInto('faqs')
      .values([
        { id: newId(), question: 'Can I get a refund?', answer: 'Yes, within 30 days.', position: 1 },
        { id: newId(), question: 'Do I get a certificate?', answer: 'When you pass the final.', position: 2 },
      ])
      .execute();
  });

  it('gives the home page the school and its site, searchable through the catalogue', async () => {
    const home = await page('/');
    expectSharedHead(home, `${SITE}/`);
    expect(ofType(home, 'Organization')).toMatchObject([{ name: 'Coursewise', url: `${SITE}/` }]);
    expect(ofType(home, 'WebSite')).toMatchObject([
      {
        potentialAction: {
          '@type': 'SearchAction',
          target: { urlTemplate: `${SITE}/courses?search={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      },
    ]);
  });

  it('names the catalogue’s filters in its title and canonical link, and lists the courses shown', async () => {
    const all = await page('/courses');
    expectSharedHead(all, `${SITE}/courses`);
    expect(all.titles[0]).toBe('Courses | Coursewise');
    const [list] = ofType(all, 'ItemList');
    expect(list?.itemListElement).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ '@type': 'ListItem', url: `${SITE}/courses/${course.slug}` }),
      ]),
    );
    // Parameters in any order and with defaults spelled out give the one canonical address.
    const filtered = await page(
      `/courses?level=beginner&sort=relevance&category=${category.slug}&search=loaf`,
    );
    const canonical = `${SITE}/courses?search=loaf&category=${category.slug}&level=beginner`;
    expectSharedHead(filtered, canonical);
    expect(filtered.titles[0]).toBe('Courses matching “loaf” · Baking & Bread · beginner | Coursewise');
  });

  it('describes a course with its offer, rating and breadcrumb, escaped so no text leaves its script', async () => {
    const response = await call(t.app, { method: 'GET', url: `/courses/${course.slug}` });
    expect(response.body).not.toContain('</script><script>alert(1)');
    const read = readPage(response.body);
    expectSharedHead(read, `${SITE}/courses/${course.slug}`);
    expect(metaOf(read, 'og:type')).toBe('article');
    expect(metaOf(read, 'og:image')).toMatch(/^https?:\/\//);
    expect(metaOf(read, 'twitter:image')).toBe(metaOf(read, 'og:image'));
    expect(ofType(read, 'Course')).toMatchObject([
      {
        name: course.title,
        offers: { '@type': 'Offer', price: '24.50', priceCurrency: 'USD' },
        aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, ratingCount: 4 },
      },
    ]);
    const [trail] = ofType(read, 'BreadcrumbList');
    expect(trail?.itemListElement).toMatchObject([
      { position: 1, item: `${SITE}/` },
      { position: 2, item: `${SITE}/courses` },
      { position: 3, name: 'Cooking', item: `${SITE}/courses?category=cooking` },
      { position: 4, name: course.title, item: `${SITE}/courses/${course.slug}` },
    ]);
    const plain = await page(`/courses/${unrated.slug}`);
    expect(ofType(plain, 'Course')[0]).not.toHaveProperty('aggregateRating');
  });

  it('gives the FAQ its questions as an FAQPage', async () => {
    const faq = await page('/faq');
    expectSharedHead(faq, `${SITE}/faq`);
    expect(ofType(faq, 'FAQPage')).toMatchObject([
      {
        mainEntity: [
          {
            '@type': 'Question',
            name: 'Can I get a refund?',
            acceptedAnswer: { text: 'Yes, within 30 days.' },
          },
          { '@type': 'Question', name: 'Do I get a certificate?' },
        ],
      },
    ]);
  });

  it('gives help, about, contact and the legal pages a title and description of their own', async () => {
    const titles = new Set<string>();
    for (const url of ['/help', '/about', '/contact', '/terms', '/privacy', '/about/']) {
      const read = await page(url);
      expectSharedHead(read, `${SITE}${url.replace(/(.)\/$/, '$1')}`);
      titles.add(read.titles[0] ?? '');
    }
    expect(titles.size).toBe(5);
  });

  it('tells search engines to leave out private pages, signed in or not', async () => {
    for (const url of [
      '/signin',
      '/signup',
      '/my-learning',
      '/purchases',
      `/learn/${course.slug}`,
      '/checkout',
      '/profile',
      '/cart',
      '/certificates',
      '/admin/courses',
    ]) {
      const read = await page(url);
      expect(metaOf(read, 'robots'), url).toBe('noindex');
      // The built title stays: the app sets its own.
      expect(read.titles, url).toEqual(['Coursewise']);
    }
    for (const url of ['/', '/courses', `/courses/${course.slug}`, '/faq']) {
      expect(metaOf(await page(url), 'robots'), url).toBeUndefined();
    }
  });
});
