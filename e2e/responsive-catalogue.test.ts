import { describe, test } from 'vitest';
import { answerConsentBeforehand } from './support/app.js';
import { expectAccessible } from './support/axe.js';
import { hasChrome, useBrowser } from './support/browser.js';
import { courseCard, expectResults, listCourses } from './support/catalogue.js';
import { expect } from './support/expect.js';
import { horizontalOverflow, PHONE, truncationStyle } from './support/layout.js';

describe.skipIf(!hasChrome())('the catalogue on a phone (390×844)', () => {
  const journey = useBrowser();

  test('course cards cut long titles short and /courses does not scroll sideways', async () => {
    const { page, baseUrl } = journey;
    await answerConsentBeforehand(journey);
    await page.setViewportSize(PHONE);
    const courses = await listCourses(baseUrl);
    await page.goto('/courses');
    await expectResults(page, courses);

    // The longest title on the page is clamped to two lines by its style.
    const longest = [...courses.items].sort((a, b) => b.title.length - a.title.length)[0];
    if (!longest) throw new Error('No course is listed');
    const title = courseCard(page, longest.title).getByRole('heading', { name: longest.title });
    await title.scrollIntoViewIfNeeded();
    const style = await truncationStyle(title);
    expect(style.textOverflow === 'ellipsis' || style.lineClamp !== 'none').toBe(true);
    if (style.textOverflow !== 'ellipsis') expect(Number(style.lineClamp)).toBeGreaterThan(0);
    expect(style.overflow).toBe('hidden');
    expect(style.lines).toBeLessThanOrEqual(Math.max(1, Number(style.lineClamp) || 1));

    // Filters, search and cards all fit the screen.
    await page.getByRole('main').getByLabel('Sort by').waitFor();
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'the catalogue on a phone');
  });

  test('a course page with a long title fits the screen, its outline open', async () => {
    const { page, baseUrl } = journey;
    await answerConsentBeforehand(journey);
    await page.setViewportSize(PHONE);
    const { items } = await listCourses(baseUrl, { limit: '50' });
    const longest = [...items].sort((a, b) => b.title.length - a.title.length)[0];
    if (!longest) throw new Error('No course is listed');
    await page.goto(`/courses/${longest.slug}`);
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: longest.title }).waitFor();
    await main.getByRole('button', { name: 'Add to cart' }).waitFor();
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'a course page on a phone');

    await main.getByRole('button', { name: 'Expand all sections' }).click();
    await main.getByRole('button', { name: 'Collapse all sections' }).waitFor();
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'a course page with its outline expanded on a phone');
  });
});
