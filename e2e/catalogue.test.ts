import type { BrowserContext, Page } from 'playwright-core';
import { describe, test } from 'vitest';
import {
  accountMenuButton,
  answerConsentBeforehand,
  DEMO_LEARNER,
  findCookie,
  pathOf,
  siteHeader,
  submitSignIn,
  TOKEN_COOKIE,
  waitForHomePage,
  waitForToast,
} from './support/app.js';
import { expectAccessible } from './support/axe.js';
import { hasChrome, useBrowser } from './support/browser.js';
import { type CartAnswer, expectCartPrices, restoreLearner } from './support/cart.js';
import {
  CATALOGUE_PAGE_SIZE,
  type Category,
  type CourseDetailsAnswer,
  cardTitles,
  courseCard,
  expectResults,
  findCourseWithVideoPreview,
  formatMoney,
  getApiData,
  type ListedCourse,
  listCourses,
  resultCount,
  urlParams,
} from './support/catalogue.js';
import { expect } from './support/expect.js';
import { isInsideViewport, isOnTop } from './support/layout.js';
import { escapeRegExp } from './support/text.js';

/** A word that several demo courses mention (the search reads titles, subtitles and descriptions), not all. */
const SEARCH_WORD = 'design';

interface SettingsAnswer {
  currency: { symbols: Record<string, string>; rates: Record<string, number> };
}

const mainNav = (page: Page) => siteHeader(page).getByRole('navigation', { name: 'Main' });

async function tokenOf(context: BrowserContext): Promise<string> {
  const token = (await findCookie(context, TOKEN_COOKIE))?.value;
  if (!token) throw new Error('The browser holds no sign-in token');
  return token;
}

describe.skipIf(!hasChrome())('catalogue', () => {
  const journey = useBrowser();

  test('browse, search, filter and go back; wishlist after signing in; move to the cart; pay in pounds', {
    timeout: 90_000,
  }, async () => {
    const { page, baseUrl } = journey;
    await answerConsentBeforehand(journey);
    const everything = await listCourses(baseUrl);
    const searched = await listCourses(baseUrl, { search: SEARCH_WORD });
    // The word must narrow the catalogue without emptying it, or this journey proves nothing.
    expect(searched.total).toBeGreaterThan(1);
    expect(searched.total).toBeLessThan(everything.total);

    // From the home page to the whole catalogue.
    await page.goto('/');
    await waitForHomePage(page);
    await expectAccessible(page, 'the home page');
    await page.getByRole('main').getByRole('link', { name: 'Browse courses' }).first().click();
    await page.waitForURL('**/courses');
    await page.getByRole('heading', { level: 1, name: 'All courses' }).waitFor();
    expect(everything.total).toBe(24);
    await expectResults(page, everything);
    await expectAccessible(page, 'the catalogue');

    // Typing a word narrows the results once the typing pauses, and the URL carries it.
    await page.getByRole('textbox', { name: 'Search courses' }).fill(SEARCH_WORD);
    await page.waitForURL((url) => url.searchParams.get('search') === SEARCH_WORD);
    await expectResults(page, searched);

    // A category, a level and an order: each is a step in the URL.
    const main = page.getByRole('main');
    const design = searched.items[0]?.category;
    if (!design) throw new Error('The search found no course');
    const categories = await getApiData<Category[]>(baseUrl, 'category/list');
    const category = categories.find((each) => each.slug === design.slug);
    if (!category) throw new Error(`No category ${design.slug}`);
    await main.getByLabel('Category').selectOption({ label: `${category.name} (${category.courseCount})` });
    await page.getByRole('heading', { level: 1, name: `${category.name} courses` }).waitFor();
    const inCategory = await listCourses(baseUrl, { search: SEARCH_WORD, category: category.slug });
    await expectResults(page, inCategory);

    const level = 'intermediate';
    await main.getByLabel('Level').selectOption({ label: 'Intermediate' });
    const filters = { search: SEARCH_WORD, category: category.slug, level };
    const filtered = await listCourses(baseUrl, filters);
    expect(filtered.total).toBeGreaterThan(1);
    await expectResults(page, filtered);
    expect(urlParams(page)).toEqual(filters);
    await expectAccessible(page, 'the catalogue searched and filtered');

    const sortBy = main.getByLabel('Sort by');
    await expect(sortBy).toHaveValue('relevance');
    await sortBy.selectOption({ label: 'Price: high to low' });
    const sorted = await listCourses(baseUrl, { ...filters, sort: 'price_desc' });
    await expectResults(page, sorted);
    expect(urlParams(page)).toEqual({ ...filters, sort: 'price_desc' });
    const prices = sorted.items.map((course) => course.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));

    // Back restores the previous results, and the controls show them.
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('sort') && url.searchParams.has('level'));
    await expectResults(page, filtered);
    await expect(sortBy).toHaveValue('relevance');
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('level'));
    await expectResults(page, inCategory);
    await expect(main.getByLabel('Level')).toHaveValue('');
    await expect(main.getByLabel('Category')).toHaveValue(category.slug);
    await expect(page.getByRole('textbox', { name: 'Search courses' })).toHaveValue(SEARCH_WORD);
    await page.goForward();
    await expectResults(page, filtered);

    // Open a course from the results.
    const course = filtered.items[0];
    if (!course) throw new Error('No course to open');
    await courseCard(page, course.title).getByRole('link', { name: course.title }).click();
    await page.waitForURL(`**/courses/${course.slug}`);
    await page.getByRole('heading', { level: 1, name: course.title }).waitFor();
    await expectAccessible(page, 'a course page, signed out');

    // Signed out, "Add to wishlist" asks to sign in first, then brings the learner back here and adds it.
    await main.getByRole('button', { name: 'Add to wishlist' }).click();
    await page.waitForURL('**/signin');
    await expectAccessible(page, 'the sign-in page');
    const refetchedAsLearner = page.waitForResponse(
      (response) =>
        response.url().includes('/api/course/details') &&
        Boolean(response.request().headers()['x-access-token']),
    );
    await submitSignIn(page, DEMO_LEARNER.email, DEMO_LEARNER.password);
    await page.waitForURL(`**/courses/${course.slug}`);
    await refetchedAsLearner;
    const token = await tokenOf(journey.context);
    try {
      const details = await getApiData<CourseDetailsAnswer>(
        baseUrl,
        `course/details?slug=${course.slug}`,
        token,
      );
      expect(details.isPurchased, 'the demo learner must not own the chosen course').toBe(false);
      await main.getByRole('button', { name: 'Add to cart' }).waitFor();

      const toast = await waitForToast(page, 'Added to your wishlist');
      const wishlisted = main.getByRole('button', { name: 'Wishlisted' });
      await wishlisted.waitFor();
      await expect(wishlisted).toHaveAttribute('aria-pressed', 'true');
      await expectAccessible(page, 'a course page, signed in, with a toast');

      // The toast settles at the top right, where the account menu opens: the open menu stays above it.
      await expect.poll(async () => isInsideViewport(page, await toast.boundingBox())).toBe(true);
      await accountMenuButton(page, DEMO_LEARNER.name).click();
      const profileItem = page.getByRole('menuitem', { name: 'Profile' });
      await profileItem.waitFor();
      await expect
        .poll(() => isOnTop(profileItem), { message: 'a toast covers the open account menu' })
        .toBe(true);
      await expect.poll(() => isOnTop(toast)).toBe(false);
      await expectAccessible(page, 'the account menu open');
      await page.keyboard.press('Escape');
      await profileItem.waitFor({ state: 'hidden' });

      // The wishlist holds it; "Move to cart" moves it.
      await mainNav(page).getByRole('link', { name: 'Wishlist' }).click();
      await page.getByRole('heading', { level: 1, name: 'Your wishlist' }).waitFor();
      const saved = courseCard(page, course.title);
      await saved.waitFor();
      await expectAccessible(page, 'the wishlist');
      await saved.getByRole('button', { name: 'Move to cart' }).click();
      await waitForToast(page, 'Moved to your cart');
      await page.getByRole('heading', { name: 'Your wishlist is empty' }).waitFor();
      await expectAccessible(page, 'the empty wishlist');
      const cartLink = mainNav(page).getByRole('link', { name: /^Cart/ });
      await expect.poll(async () => (await cartLink.textContent())?.replace(/\s+/g, ' ')).toMatch(/1 course/);

      // The cart in dollars, as the server prices it.
      await cartLink.click();
      await page.waitForURL('**/cart');
      await page.getByRole('heading', { level: 1, name: 'Your cart' }).waitFor();
      const inCart = main.getByRole('list', { name: 'Courses in your cart' }).getByRole('listitem');
      await expect(inCart).toHaveCount(1);
      await inCart.getByRole('link', { name: course.title }).waitFor();
      const summary = main.getByRole('region', { name: 'Order summary' });
      const dollars = await getApiData<CartAnswer>(baseUrl, 'cart/list?currency=USD', token);
      expect(dollars.items.map((item) => item.id)).toEqual([course.id]);
      expect(dollars.total).toBe(course.price);
      await summary.getByText(formatMoney(dollars.total, '$'), { exact: true }).first().waitFor();
      await expectCartPrices(page, '$', dollars);
      await expectAccessible(page, 'the cart');

      // Pounds: every price and the total follow, as the server converts them.
      const settings = await getApiData<SettingsAnswer>(baseUrl, 'setting/details');
      const gbpRate = settings.currency.rates.GBP;
      if (gbpRate === undefined) throw new Error('No GBP rate in the settings');
      const currency = siteHeader(page).getByLabel('Currency');
      await expect(currency).toHaveValue('USD');
      await currency.selectOption({ label: '£ GBP' });
      const pounds = await getApiData<CartAnswer>(baseUrl, 'cart/list?currency=GBP', token);
      expect(pounds.currency).toBe('GBP');
      expect(pounds.total).toBe(Math.round(course.price * gbpRate));
      await summary.getByText(formatMoney(pounds.total, '£'), { exact: true }).first().waitFor();
      await expectCartPrices(page, '£', pounds);

      // The choice outlives a reload.
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Your cart' }).waitFor();
      await summary.getByText(formatMoney(pounds.total, '£'), { exact: true }).first().waitFor();
      await expect(currency).toHaveValue('GBP');
      await expectCartPrices(page, '£', pounds);

      // Leave the learner as they were.
      await inCart.getByRole('button', { name: 'Remove' }).click();
      await page.getByRole('heading', { name: 'Your cart is empty' }).waitFor();
      await expectAccessible(page, 'the empty cart');
    } finally {
      await restoreLearner(baseUrl, token, course.id);
    }
    const wishlist = await getApiData<{ items: ListedCourse[] }>(baseUrl, 'wish/list', token);
    expect(wishlist.items.map((item) => item.id)).not.toContain(course.id);
  });

  test('a search that finds nothing offers "Clear filters"; the pages change the results and the URL', async () => {
    const { page, baseUrl } = journey;
    await answerConsentBeforehand(journey);
    await page.goto('/courses?search=qzxwvkjh&level=advanced');
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'No courses match your search' }).waitFor();
    await resultCount(page)
      .filter({ hasText: /^0 courses$/ })
      .waitFor();
    await expect(main.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
    await expectAccessible(page, 'the catalogue without results');

    await main.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL((url) => url.pathname === '/courses' && url.search === '');
    const firstPage = await listCourses(baseUrl);
    await expectResults(page, firstPage);
    await expect(page.getByRole('textbox', { name: 'Search courses' })).toHaveValue('');
    await expect(main.getByLabel('Level')).toHaveValue('');

    // 24 courses, 12 a page: two pages.
    expect(firstPage.total).toBeGreaterThan(CATALOGUE_PAGE_SIZE);
    const pagination = main.getByRole('navigation', { name: 'Pagination' });
    await pagination.getByRole('button', { name: 'Page 2' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    const secondPage = await listCourses(baseUrl, { page: '2' });
    await expectResults(page, secondPage);
    const firstTitles = firstPage.items.map((course) => course.title);
    expect((await cardTitles(page)).some((title) => firstTitles.includes(title))).toBe(false);
    await expect(pagination.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page, "the catalogue's second page");

    await pagination.getByRole('button', { name: 'Previous page' }).click();
    await page.waitForURL((url) => !url.searchParams.has('page'));
    await expectResults(page, firstPage);
    await expect.poll(() => pathOf(page)).toBe('/courses');
  });

  test('the course page shows its sections, expands the outline and plays a free preview', async () => {
    const { page, baseUrl } = journey;
    await answerConsentBeforehand(journey);
    const { course, details, preview } = await findCourseWithVideoPreview(baseUrl);
    await page.goto(`/courses/${course.slug}`);
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: course.title }).waitFor();
    for (const section of [
      "What you'll learn",
      'Course content',
      'Requirements',
      'Description',
      'Your instructor',
      'Learner reviews',
    ]) {
      await main.getByRole('heading', { level: 2, name: section, exact: true }).waitFor();
    }
    await main.getByRole('button', { name: 'Add to cart' }).waitFor();
    await main.getByRole('button', { name: 'Buy now' }).waitFor();

    // Only the first module starts open; "Expand all sections" opens the rest.
    // A module's button is named by its title, then its chapter count and length.
    const moduleButton = (title: string) =>
      main.getByRole('button', { name: new RegExp(`^${escapeRegExp(title)}`) });
    const [first, ...others] = details.modules;
    if (!first || others.length === 0) throw new Error('The course needs two modules');
    await expect(moduleButton(first.title)).toHaveAttribute('aria-expanded', 'true');
    const lastModule = others[others.length - 1];
    const lastChapter = lastModule?.chapters[0];
    if (!lastModule || !lastChapter) throw new Error('The last module has no chapter');
    await expect(moduleButton(lastModule.title)).toHaveAttribute('aria-expanded', 'false');
    await expect(main.getByText(lastChapter.title, { exact: true }).first()).toBeHidden();

    await main.getByRole('button', { name: 'Expand all sections' }).click();
    await main.getByRole('button', { name: 'Collapse all sections' }).waitFor();
    for (const module of details.modules) {
      await expect(moduleButton(module.title)).toHaveAttribute('aria-expanded', 'true');
    }
    await main.getByText(lastChapter.title, { exact: true }).first().waitFor();
    await expectAccessible(page, 'a course page with its outline expanded');

    // A free preview plays in a dialog.
    const previewButton = main.getByRole('button', { name: `Preview ${preview.title}`, exact: true });
    await previewButton.click();
    const dialog = page.getByRole('dialog', { name: `Preview: ${preview.title}` });
    await dialog.waitFor();
    const video = dialog.locator('video');
    await video.waitFor();
    // A short-lived signed link to private storage, never a public path.
    await expect(video).toHaveAttribute(
      'src',
      /^\/api\/media\/videos\/[^?]+\.(webm|mp4)\?expires=\d+&signature=[\w-]+$/,
    );
    await expect(video).toHaveAttribute('controls');
    // The file really loads: the browser knows how long it is.
    await expect
      .poll(() => video.evaluate((element) => (element instanceof HTMLVideoElement ? element.duration : 0)))
      .toBeGreaterThan(0);
    await expectAccessible(page, 'the preview dialog');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect(previewButton).toBeFocused();
  });
});
