import type { Locator, Page } from 'playwright-core';
import { expect } from './expect.js';

/** The parts of a course summary (GET course/list) the journeys compare with the page. */
export interface ListedCourse {
  id: string;
  slug: string;
  title: string;
  price: number;
  level: string;
  category: { slug: string; name: string };
  isWishlisted?: boolean;
  isInCart?: boolean;
  isPurchased?: boolean;
}

export interface CoursePage {
  items: ListedCourse[];
  page: number;
  limit: number;
  total: number;
}

/** The parts of GET course/details the journeys use. */
export interface CourseDetailsAnswer {
  id: string;
  title: string;
  isPurchased?: boolean;
  isInCart?: boolean;
  isWishlisted?: boolean;
  modules: {
    title: string;
    chapters: { title: string; type: 'video' | 'text'; isPreview: boolean }[];
  }[];
}

export interface Category {
  slug: string;
  name: string;
  courseCount: number;
}

/** The page size of /courses (12 cards a page). */
export const CATALOGUE_PAGE_SIZE = 12;

/** GET /api/{path} (with the learner's token when given) and unwrap its `data`, as the web app does. */
export async function getApiData<T>(baseUrl: string, path: string, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api/${path}`, {
    headers: token ? { 'x-access-token': token } : {},
  });
  if (!response.ok) throw new Error(`GET /api/${path} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/**
 * The courses the API lists for the catalogue's URL parameters (the page asks for the same: its sort
 * defaults to relevance while searching and popularity otherwise, 12 a page).
 */
export function listCourses(
  baseUrl: string,
  filters: Record<string, string> = {},
  token?: string,
): Promise<CoursePage> {
  const query = new URLSearchParams({ limit: String(CATALOGUE_PAGE_SIZE), ...filters });
  if (!query.has('sort')) query.set('sort', query.has('search') ? 'relevance' : 'popular');
  return getApiData<CoursePage>(baseUrl, `course/list?${query}`, token);
}

/** "1 course", "24 courses": the catalogue's result count as the page words it. */
export const countText = (count: number): string => `${count} ${count === 1 ? 'course' : 'courses'}`;

/** The live status above the results ("24 courses"); empty while a search loads. */
export const resultCount = (page: Page): Locator =>
  page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: /^\d[\d,]* courses?$/ });

/** The titles of the course cards on the page, in order. */
export async function cardTitles(page: Page): Promise<string[]> {
  const titles = await page.getByRole('main').getByRole('article').getByRole('heading').allTextContents();
  return titles.map((title) => title.trim());
}

/**
 * Resolves once the page shows exactly these results: the count in the status and the cards' titles
 * in the same order as the API answered them.
 */
export async function expectResults(page: Page, expected: CoursePage): Promise<void> {
  await resultCount(page)
    .filter({ hasText: new RegExp(`^${countText(expected.total)}$`) })
    .waitFor();
  await expect.poll(() => cardTitles(page)).toEqual(expected.items.map((course) => course.title));
}

/** The catalogue URL's parameters, for comparing with what the filters should have written. */
export const urlParams = (page: Page): Record<string, string> =>
  Object.fromEntries(new URL(page.url()).searchParams);

/** A course card (an article named by its title). */
export const courseCard = (page: Page, title: string): Locator =>
  page.getByRole('main').getByRole('article', { name: title, exact: true });

/** Minor units as the web app shows money: its symbol, thousands separators and 2 decimals. */
export function formatMoney(minorUnits: number, symbol: string): string {
  const amount = (minorUnits / 100).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${symbol}${amount}`;
}

/** Every amount of money written in `text` ("$69.99", "£1,234.50"; also malformed ones like "£55.3"). */
export function moneyIn(text: string): string[] {
  return text.match(/[$£€]\s?\d[\d,]*(?:\.\d+)?/g) ?? [];
}

/** The most popular course with two or more modules and a free video chapter (the demo seed has many). */
export async function findCourseWithVideoPreview(baseUrl: string) {
  const { items } = await listCourses(baseUrl);
  for (const course of items) {
    const details = await getApiData<CourseDetailsAnswer>(baseUrl, `course/details?slug=${course.slug}`);
    const preview = details.modules
      .flatMap((module) => module.chapters)
      .find((chapter) => chapter.isPreview && chapter.type === 'video');
    if (preview && details.modules.length > 1) return { course, details, preview };
  }
  throw new Error('No course has a free video preview');
}
