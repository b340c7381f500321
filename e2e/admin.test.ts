import { describe, test } from 'vitest';
import {
  adminApi,
  adminToken,
  chooseOption,
  clickAndConfirm,
  idFromPath,
  signInToConsole,
} from './support/admin.js';
import { answerConsentBeforehand, waitForToast } from './support/app.js';
import { answerQuestions, buyInBrowser, quizPath, waitForResult } from './support/assessments.js';
import { expectAccessible } from './support/axe.js';
import { hasChrome, useBrowser } from './support/browser.js';
import { courseCard, getApiData } from './support/catalogue.js';
import { expect } from './support/expect.js';
import { createLearner, signInAs } from './support/learner.js';
import { solidPng } from './support/png.js';

const QUESTION = 'Which planet is known as the red planet?';
const CORRECT = 'Mars';
const PRICE_CENTS = 2450;

describe.skipIf(!hasChrome())('admin console', () => {
  const journey = useBrowser();

  test('the admin builds and publishes a course; a new learner finds it, buys it and passes its quiz', {
    timeout: 240_000,
  }, async () => {
    const { page, context, baseUrl } = journey;
    const title = `Planets for beginners ${Date.now().toString(36)}`;
    const main = page.getByRole('main');
    await answerConsentBeforehand(journey);
    // Anything the pages throw and nothing catches fails the journey.
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    // The console asks the admin to sign in, then comes back to the course list.
    await signInToConsole(page, '/admin/courses');
    await main.getByRole('heading', { level: 1, name: 'Courses' }).waitFor();
    await main.getByRole('row').nth(1).waitFor();
    await expectAccessible(page, "the console's course list");

    // A new draft: title and category.
    await main.getByRole('button', { name: 'New course' }).first().click();
    const creating = page.getByRole('dialog', { name: 'New course' });
    await creating.getByLabel('Title').fill(title);
    await expectAccessible(page, 'the new-course dialog');
    await chooseOption(creating, page, 'Category', 'Development');
    await clickAndConfirm(
      creating.getByRole('button', { name: 'Create draft' }),
      page,
      'Course created as a draft',
    );
    await page.waitForURL(/\/admin\/courses\/[^/]+$/);
    const courseId = idFromPath(page, /\/admin\/courses\/([^/]+)$/);
    await main.getByRole('heading', { level: 1, name: title }).waitFor();
    await main.getByText('Draft', { exact: true }).waitFor();
    await expectAccessible(page, "a draft course's details in the console");

    // Details: a price and a cover image uploaded with its progress, then saved.
    const details = page.getByRole('form', { name: 'Course details' });
    await details.getByLabel('Subtitle').fill('A short tour of the solar system');
    await details.getByLabel('Price (USD)').fill('24.50');
    await details.getByLabel('Cover image', { exact: true }).setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: solidPng(640, 360, [200, 80, 40]),
    });
    const preview = details.getByRole('img', { name: 'Cover image: current image' });
    await preview.waitFor();
    await expect(preview).toHaveAttribute('src', /^\/uploads\//);
    await clickAndConfirm(details.getByRole('button', { name: 'Save details' }), page, 'Course saved');

    // Publishing too early is refused with what is missing: no chapter yet.
    await main.getByRole('button', { name: 'Publish' }).click();
    const refusal = main.getByRole('alert').filter({ hasText: 'The course cannot be published yet' });
    await refusal.waitFor();
    await expect(refusal).toContainText('Add at least one chapter');
    await expectAccessible(page, 'the refusal to publish a course without chapters');
    await refusal.getByRole('button', { name: 'Dismiss' }).click();

    // Curriculum: a module and a text chapter.
    await main.getByRole('tab', { name: 'Curriculum' }).click();
    await page.waitForURL(`**/admin/courses/${courseId}/curriculum`);
    await main.getByRole('textbox', { name: 'New module title' }).fill('The inner planets');
    await clickAndConfirm(main.getByRole('button', { name: 'Add module' }), page, 'Module added');
    const module = main.getByRole('group', { name: 'Module The inner planets' });
    await module.getByRole('textbox', { name: 'New chapter in The inner planets' }).fill('Mars up close');
    await clickAndConfirm(module.getByRole('button', { name: 'Add chapter' }), page, 'Chapter added');
    await module.getByRole('link', { name: 'Mars up close' }).waitFor();
    await expectAccessible(page, "a course's curriculum in the console");

    // The chapter: content in the rich-text editor, its length, saved.
    await module.getByRole('link', { name: 'Mars up close' }).click();
    await page.waitForURL(/\/chapters\/[^/]+$/);
    const chapterId = idFromPath(page, /\/chapters\/([^/]+)$/);
    const chapter = page.getByRole('form', { name: 'Chapter' });
    await chapter.getByRole('textbox', { name: 'Content' }).click();
    await page.keyboard.type('Mars is red because of iron oxide on its surface.');
    await chapter.getByLabel('Length (minutes)').fill('6');
    await expectAccessible(page, 'the chapter editor');
    await clickAndConfirm(chapter.getByRole('button', { name: 'Save chapter' }), page, 'Chapter saved');

    // Its quiz: one question, the second option correct.
    await main.getByRole('button', { name: 'Add question' }).click();
    const editor = page.getByRole('dialog', { name: 'New question' });
    await editor.getByRole('textbox', { name: 'Question' }).fill(QUESTION);
    await editor.getByRole('textbox', { name: 'Option 1' }).fill('Venus');
    await editor.getByRole('textbox', { name: 'Option 2' }).fill(CORRECT);
    await editor.getByRole('button', { name: 'Add option' }).click();
    await editor.getByRole('textbox', { name: 'Option 3' }).fill('Jupiter');
    await editor.getByRole('checkbox', { name: 'Option 2 is correct' }).check();
    await expectAccessible(page, 'the question dialog');
    await clickAndConfirm(editor.getByRole('button', { name: 'Save question' }), page, 'Question added');
    const options = main.getByRole('list', { name: 'Options of question 1' });
    await options.waitFor();
    await expect(options.getByRole('listitem')).toHaveText(['Venus', 'Mars ✓ Correct', 'Jupiter']);

    // Published: the badge says so.
    await clickAndConfirm(main.getByRole('button', { name: 'Publish' }), page, 'Course published');
    await main.getByText('Published', { exact: true }).waitFor();
    await expectAccessible(page, 'a published chapter with its quiz in the console');

    // A new learner, in a browser of their own, finds the course in the catalogue at once.
    const browser = context.browser();
    if (!browser) throw new Error('The journey has no browser');
    const learnerContext = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 1280, height: 800 },
    });
    try {
      const learnerPage = await learnerContext.newPage();
      learnerPage.setDefaultTimeout(10_000);
      await answerConsentBeforehand({ context: learnerContext, baseUrl, page: learnerPage });
      const learner = await createLearner(baseUrl, 'admin-journey');
      await signInAs(learnerPage, learner);

      await learnerPage.goto('/courses');
      await learnerPage.getByRole('main').getByLabel('Search courses').fill(title);
      await learnerPage.keyboard.press('Enter');
      const card = courseCard(learnerPage, title);
      await card.waitFor();
      await expectAccessible(learnerPage, 'the catalogue searched by a signed-in learner');
      await card.getByRole('link', { name: title }).click();
      await learnerPage.waitForURL(/\/courses\/[^/]+$/);
      const slug = new URL(learnerPage.url()).pathname.split('/').pop() ?? '';
      const details = await getApiData<{ id: string; price: number; imageUrl: string | null }>(
        baseUrl,
        `course/details?slug=${slug}`,
      );
      expect(details).toMatchObject({ id: courseId, price: PRICE_CENTS });
      expect(details.imageUrl).toMatch(/^\/uploads\//);

      // Bought with the sandbox card 4242 4242 4242 4242.
      await buyInBrowser(learnerPage, { slug, title, price: PRICE_CENTS });

      // The quiz, passed.
      await learnerPage.goto(quizPath(slug, chapterId));
      await learnerPage.getByRole('heading', { level: 1, name: 'Quiz: Mars up close' }).waitFor();
      const asked = await answerQuestions(learnerPage, () => [CORRECT]);
      expect(asked).toEqual([
        { text: QUESTION, multiple: false, options: expect.arrayContaining(['Venus', CORRECT, 'Jupiter']) },
      ]);
      await learnerPage.getByRole('main').getByRole('button', { name: 'Submit answers' }).click();
      const result = await waitForResult(learnerPage, 'Your result');
      await expectAccessible(learnerPage, 'a passed quiz of a new course');
      await expect(result).toContainText('Passed');
      await expect(result).toContainText('100%');
    } finally {
      await learnerContext.close();
    }

    // Back in the console, the list shows the course as published.
    await page.goto(`/admin/courses?search=${encodeURIComponent(title)}`);
    const row = main.getByRole('row').filter({ hasText: title });
    await row.waitFor();
    await expect(row).toContainText('Published');
    await expectAccessible(page, "the console's course list, searched");
    expect(pageErrors).toEqual([]);

    // Leave the shared catalogue as the other journeys know it: the course archived (it has a buyer).
    await adminApi(baseUrl, await adminToken(baseUrl), 'PUT', `courses/${courseId}`, { published: false });
  });

  test('the admin reorders modules with the keyboard', { timeout: 90_000 }, async () => {
    const { page, baseUrl } = journey;
    const token = await adminToken(baseUrl);
    const categories = await adminApi<{ items: { id: string }[] }>(
      baseUrl,
      token,
      'GET',
      'categories?limit=1',
    );
    const category = categories.items[0];
    if (!category) throw new Error('The demo has no category');
    const course = await adminApi<{ id: string }>(baseUrl, token, 'POST', 'courses', {
      title: `Reordered ${Date.now().toString(36)}`,
      categoryId: category.id,
    });
    for (const title of ['First steps', 'Middle ground', 'Last words'])
      await adminApi(baseUrl, token, 'POST', `courses/${course.id}/modules`, { title });
    const moduleTitles = async () =>
      (await adminApi<{ title: string }[]>(baseUrl, token, 'GET', `courses/${course.id}/modules`)).map(
        (m) => m.title,
      );
    await answerConsentBeforehand(journey);
    await signInToConsole(page, `/admin/courses/${course.id}/curriculum`);
    const modules = page.getByRole('main').getByRole('list', { name: 'Modules' });
    await modules.waitFor();
    await expectAccessible(page, 'the curriculum with three modules');

    // Space picks the module up, the arrow moves it, Space drops it: saved at once.
    await page.getByRole('button', { name: 'Move module First steps' }).focus();
    await page.keyboard.press('Space');
    await page.locator('[aria-pressed="true"][aria-label="Move module First steps"]').waitFor();
    await expectAccessible(page, 'a module picked up by keyboard');
    await page.keyboard.press('ArrowDown');
    // What a screen reader hears while moving it.
    await page.getByText('First steps is over position 2 of 3.').waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await waitForToast(page, 'Order saved');
    await expect.poll(() => moduleTitles()).toEqual(['Middle ground', 'First steps', 'Last words']);
    await expect(modules.getByRole('heading', { level: 2 })).toHaveText([
      'Middle ground',
      'First steps',
      'Last words',
    ]);

    // Escape puts a picked-up module back and saves nothing.
    await page.getByText('First steps dropped at position 2 of 3.').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Move module Last words' }).focus();
    await page.keyboard.press('Space');
    await page.locator('[aria-pressed="true"][aria-label="Move module Last words"]').waitFor();
    // dnd-kit starts listening for arrows a moment after the pick-up: an arrow pressed before is lost,
    // so it is pressed again until the module moves (Escape below puts it back wherever it is).
    const movedUp = page.getByText(/^Last words is over position [12] of 3\.$/);
    await expect
      .poll(async () => {
        if ((await movedUp.count()) === 0) await page.keyboard.press('ArrowUp');
        return movedUp.count();
      })
      .toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await page.getByText('Moving Last words was cancelled.').waitFor({ state: 'attached' });
    await expect.poll(() => moduleTitles()).toEqual(['Middle ground', 'First steps', 'Last words']);
  });
});
