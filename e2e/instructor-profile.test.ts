import type { Page } from 'playwright-core';
import { describe, test } from 'vitest';
import { expectAccessible } from './support/axe.js';
import { hasChrome, useBrowser } from './support/browser.js';
import { expect } from './support/expect.js';
import { createPublicInstructor } from './support/instructors.js';
import { horizontalOverflow, PHONE } from './support/layout.js';

/**
 * Issue 23, item 4: from a course's page, the instructor card leads to the instructor's public page
 * (photo, headline, figures, bio, links, their courses), and a course card there back to the course.
 */
async function courseToProfileAndBack(page: Page, title: string, name: string, slug: string) {
  const main = page.getByRole('main');
  await main.getByRole('heading', { level: 1, name: title }).waitFor();
  const card = main.getByRole('region', { name: 'Your instructor' });
  await card.getByRole('link', { name }).click();
  await main.getByRole('heading', { level: 1, name }).waitFor();
  expect(new URL(page.url()).pathname).toBe(`/instructors/${slug}`);
  await expect(main.getByText('Baker and teacher')).toBeVisible();
  await expect(main.getByText('1 course', { exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: 'example.com/baker' })).toHaveAttribute(
    'href',
    'https://example.com/baker',
  );
  expect(await horizontalOverflow(page)).toBe(0);
  await expectAccessible(page, 'an instructor’s public page');
  const courses = main.getByRole('region', { name: `Courses by ${name}` });
  await courses.getByRole('link', { name: title }).first().click();
  await main.getByRole('heading', { level: 1, name: title }).waitFor();
}

describe.skipIf(!hasChrome())('an instructor’s public profile', () => {
  const journey = useBrowser();

  test('desktop: course page → instructor card → profile → a course', { timeout: 120_000 }, async () => {
    const { baseUrl, page } = journey;
    const instructor = await createPublicInstructor(baseUrl, `Country loaves ${Date.now().toString(36)}`);
    await page.goto(`/courses/${instructor.course.slug}`);
    await courseToProfileAndBack(page, instructor.course.title, instructor.name, instructor.slug);
  });

  test('phone: the same way, and an unknown profile is a 404 page', { timeout: 120_000 }, async () => {
    const { baseUrl, page } = journey;
    await page.setViewportSize(PHONE);
    const instructor = await createPublicInstructor(baseUrl, `Flatbreads ${Date.now().toString(36)}`);
    await page.goto(`/courses/${instructor.course.slug}`);
    await courseToProfileAndBack(page, instructor.course.title, instructor.name, instructor.slug);
    const missing = await page.goto('/instructors/nobody-teaches-here');
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Instructor not found' }).waitFor();
    await expectAccessible(page, 'an unknown instructor');
  });
});
