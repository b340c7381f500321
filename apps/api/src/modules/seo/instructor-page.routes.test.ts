import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InstructorPublicProfile } from '@coursewise/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import { call, describeEachDatabase, useTestApp } from '../../../test/helper.js';
import {
  createInstructor,
  createPublishedStudioCourse,
  saveInstructorProfile,
} from '../../../test/instructor-factories.js';
import { metaOf, ofType, readPage, schemaProblems } from './head-reading.js';

const INDEX =
  '<!doctype html><html lang="en"><head><title>Coursewise</title><meta name="description" content="default"></head><body><div id="root"></div></body></html>';
const SITE = 'https://learn.example.com';

describeEachDatabase('an instructor’s public page head', (dialect) => {
  let webDist: string;
  let slug: string;
  let courseSlug: string;
  beforeAll(() => {
    webDist = mkdtempSync(path.join(tmpdir(), 'coursewise-web-'));
    writeFileSync(path.join(webDist, 'index.html'), INDEX);
  });
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));
  const t = useTestApp(dialect, () => ({ WEB_DIST: webDist, PUBLIC_URL: SITE }));

  beforeAll(async () => {
    const admin = await createAdmin(t.app);
    const teacher = await createInstructor(t.app);
    slug = `ada-${teacher.id.slice(0, 8).toLowerCase()}`;
    const saved = await saveInstructorProfile(t.app, teacher, {
      slug,
      headline: 'Baker </script><script>alert(1)</script>',
      bio: 'Bakes bread every day.',
      links: ['https://example.com/ada', 'https://www.youtube.com/@ada'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    courseSlug = (await createPublishedStudioCourse(t.app, teacher, admin.token, { title: 'Rye' })).slug;
  });

  it('has its title, description, canonical link, Open Graph, Person and the courses, escaped', async () => {
    const response = await call(t.app, { method: 'GET', url: `/instructors/${slug}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('</script><script>alert(1)');
    const page = readPage(response.body);
    const url = `${SITE}/instructors/${slug}`;
    expect(page.titles).toEqual(['Test Learner, Baker </script><script>alert(1)</script> | Coursewise']);
    expect(page.canonical).toEqual([url]);
    expect(metaOf(page, 'description')).toContain('Bakes bread every day.');
    expect(metaOf(page, 'og:url')).toBe(url);
    expect(metaOf(page, 'og:type')).toBe('profile');
    expect(metaOf(page, 'og:title')).toBe(page.titles[0]);
    expect(metaOf(page, 'robots')).toBeUndefined();
    for (const document of page.jsonLd) expect(schemaProblems(document)).toEqual([]);
    expect(ofType(page, 'Person')).toMatchObject([
      {
        name: 'Test Learner',
        url,
        jobTitle: 'Baker </script><script>alert(1)</script>',
        sameAs: ['https://example.com/ada', 'https://www.youtube.com/@ada'],
      },
    ]);
    const [list] = ofType(page, 'ItemList');
    expect(list?.itemListElement).toEqual([
      expect.objectContaining({ position: 1, url: `${SITE}/courses/${courseSlug}`, name: 'Rye' }),
    ]);
    // The first screen's data is the public answer, under the key the page asks for.
    const initial = /<script type="application\/json" id="coursewise-initial-data">(.*?)<\/script>/s.exec(
      response.body,
    )?.[1];
    expect(initial).toBeDefined();
    const data = JSON.parse(initial ?? '{}') as {
      queries: { key: unknown[]; data: InstructorPublicProfile }[];
    };
    expect(data.queries.find((q) => q.key.join('/') === `instructors/profile/${slug}`)?.data.slug).toBe(slug);
  });

  it('lists the public profile in the sitemap', async () => {
    const sitemap = await call(t.app, { method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toMatch(
      new RegExp(`<url><loc>${SITE}/instructors/${slug}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod></url>`),
    );
  });

  it('answers 404 with noindex for an unknown or malformed slug', async () => {
    for (const unknown of ['nobody', 'Not%20A%20Slug', 'x'.repeat(120)]) {
      const response = await call(t.app, { method: 'GET', url: `/instructors/${unknown}` });
      expect(response.statusCode, unknown).toBe(404);
      expect(metaOf(readPage(response.body), 'robots'), unknown).toBe('noindex');
    }
  });
});
