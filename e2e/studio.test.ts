import { describe, test } from 'vitest';
import { adminApi, adminToken, chooseOption, clickAndConfirm, idFromPath } from './support/admin.js';
import { answerConsentBeforehand, waitForToast } from './support/app.js';
import { expectAccessible } from './support/axe.js';
import { hasChrome, useBrowser } from './support/browser.js';
import { expect } from './support/expect.js';
import { PHONE } from './support/layout.js';
import { createLearner, signInAs } from './support/learner.js';
import {
  DEMO_INSTRUCTOR,
  instructorToken,
  signInAsInstructor,
  studioApi,
  studioEntry,
} from './support/studio.js';

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isPhone: false },
  { name: 'phone', viewport: PHONE, isPhone: true },
] as const;

/** Issue 23, item 1: the instructor's studio, the console's course editor on their own courses. */
describe.skipIf(!hasChrome())('the studio', () => {
  const journey = useBrowser();

  test.each(SIZES)(
    'the demo instructor opens the studio, creates a course, builds and reorders its curriculum ($name)',
    { timeout: 150_000 },
    async ({ name, viewport, isPhone }) => {
      const { page, baseUrl } = journey;
      await page.setViewportSize(viewport);
      await answerConsentBeforehand(journey);
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      const main = page.getByRole('main');

      // From the account menu (the phone menu on a phone) to the list of their courses.
      await signInAsInstructor(page);
      const entry = await studioEntry(page, isPhone);
      await entry.waitFor();
      await expectAccessible(page, `the instructor's menu with Studio (${name})`);
      await entry.click();
      await page.waitForURL((url) => url.pathname === '/studio');
      await main.getByRole('heading', { level: 1, name: 'My courses' }).waitFor();
      await main.getByRole('link', { name: DEMO_INSTRUCTOR.course }).waitFor();
      await expectAccessible(page, `the studio's course list (${name})`);

      // A new draft: the categories come from the public list (the console's is an admin's).
      const title = `Studio ${name} ${Date.now().toString(36)}`;
      await main.getByRole('button', { name: 'New course' }).click();
      const creating = page.getByRole('dialog', { name: 'New course' });
      await creating.getByLabel('Title').fill(title);
      await chooseOption(creating, page, 'Category', 'Development');
      await expectAccessible(page, `the studio's new-course dialog (${name})`);
      await clickAndConfirm(
        creating.getByRole('button', { name: 'Create draft' }),
        page,
        'Course created as a draft',
      );
      await page.waitForURL(/\/studio\/courses\/[^/]+$/);
      const courseId = idFromPath(page, /\/studio\/courses\/([^/]+)$/);
      await main.getByRole('heading', { level: 1, name: title }).waitFor();
      await main.getByText('Draft', { exact: true }).waitFor();
      // Publishing goes through review: the studio has no Publish button.
      await expect(main.getByRole('button', { name: 'Publish' })).toHaveCount(0);
      await expectAccessible(page, `a draft in the studio (${name})`);

      // Details, saved through the studio's operation.
      const details = page.getByRole('form', { name: 'Course details' });
      await details.getByLabel('Subtitle').fill('Types that teams agree on');
      await clickAndConfirm(details.getByRole('button', { name: 'Save details' }), page, 'Course saved');

      // Curriculum: two modules and a chapter.
      await main.getByRole('tab', { name: 'Curriculum' }).click();
      await page.waitForURL(`**/studio/courses/${courseId}/curriculum`);
      for (const moduleTitle of ['First steps', 'Last words']) {
        await main.getByRole('textbox', { name: 'New module title' }).fill(moduleTitle);
        await clickAndConfirm(main.getByRole('button', { name: 'Add module' }), page, 'Module added');
        await main.getByRole('group', { name: `Module ${moduleTitle}` }).waitFor();
      }
      const first = main.getByRole('group', { name: 'Module First steps' });
      await first.getByRole('textbox', { name: 'New chapter in First steps' }).fill('Hello, types');
      await clickAndConfirm(first.getByRole('button', { name: 'Add chapter' }), page, 'Chapter added');
      await expect(first.getByRole('link', { name: 'Hello, types' })).toHaveAttribute(
        'href',
        new RegExp(`^/studio/courses/${courseId}/chapters/`),
      );
      await expectAccessible(page, `the studio's curriculum (${name})`);

      // By keyboard: Space picks the module up, the arrow moves it, Space drops it; saved at once.
      const modules = main.getByRole('list', { name: 'Modules' });
      await page.getByRole('button', { name: 'Move module First steps' }).focus();
      await page.keyboard.press('Space');
      await page.locator('[aria-pressed="true"][aria-label="Move module First steps"]').waitFor();
      const movedDown = page.getByText('First steps is over position 2 of 2.');
      // dnd-kit listens for arrows a moment after the pick-up: pressed again until the module moves.
      await expect
        .poll(async () => {
          if ((await movedDown.count()) === 0) await page.keyboard.press('ArrowDown');
          return movedDown.count();
        })
        .toBeGreaterThan(0);
      await page.keyboard.press('Space');
      await waitForToast(page, 'Order saved');
      await expect(modules.getByRole('heading', { level: 2 })).toHaveText(['Last words', 'First steps']);
      const token = await instructorToken(baseUrl);
      const stored = async () =>
        (await studioApi<{ title: string }[]>(baseUrl, token, 'GET', `courses/${courseId}/modules`)).data.map(
          (module) => module.title,
        );
      await expect.poll(stored).toEqual(['Last words', 'First steps']);

      // Who may edit it: the instructor, its owner.
      await main.getByRole('tab', { name: 'Co-instructors' }).click();
      const people = main.getByRole('table', { name: 'Instructors of this course' });
      await people.getByRole('cell', { name: DEMO_INSTRUCTOR.name }).waitFor();
      await expect(people).toContainText('Owner');
      await main.getByRole('button', { name: 'Add co-instructor' }).waitFor();
      await expectAccessible(page, `the studio's co-instructors (${name})`);

      // A course the instructor does not teach is not found, as the API answers.
      const admin = await adminToken(baseUrl);
      const categories = await adminApi<{ items: { id: string }[] }>(
        baseUrl,
        admin,
        'GET',
        'categories?limit=1',
      );
      const consoleCourse = await adminApi<{ id: string }>(baseUrl, admin, 'POST', 'courses', {
        title: `Not theirs ${name} ${Date.now().toString(36)}`,
        categoryId: categories.items[0]?.id,
      });
      await page.goto(`/studio/courses/${consoleCourse.id}`);
      await main.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      await expectAccessible(page, `another instructor's course in the studio (${name})`);
      expect(pageErrors).toEqual([]);
    },
  );

  test('the instructor writes a chapter quiz and imports a final pool from CSV', {
    timeout: 120_000,
  }, async () => {
    const { page, baseUrl } = journey;
    const token = await instructorToken(baseUrl);
    const categories = await adminApi<{ items: { id: string }[] }>(
      baseUrl,
      await adminToken(baseUrl),
      'GET',
      'categories?limit=1',
    );
    const course = await studioApi<{ id: string }>(baseUrl, token, 'POST', 'courses', {
      title: `Studio quiz ${Date.now().toString(36)}`,
      categoryId: categories.items[0]?.id,
    });
    const module = await studioApi<{ id: string }>(
      baseUrl,
      token,
      'POST',
      `courses/${course.data.id}/modules`,
      {
        title: 'Basics',
      },
    );
    const chapter = await studioApi<{ id: string }>(
      baseUrl,
      token,
      'POST',
      `modules/${module.data.id}/chapters`,
      {
        title: 'Types at a glance',
        type: 'text',
      },
    );
    await answerConsentBeforehand(journey);
    await signInAsInstructor(page);
    const main = page.getByRole('main');

    // The chapter's quiz: one question, written in the console's dialog.
    await page.goto(`/studio/courses/${course.data.id}/chapters/${chapter.data.id}`);
    await main.getByRole('heading', { name: 'Chapter quiz' }).waitFor();
    await main.getByRole('button', { name: 'Add question' }).click();
    const editor = page.getByRole('dialog', { name: 'New question' });
    await editor.getByRole('textbox', { name: 'Question' }).fill('Which type has no values?');
    await editor.getByRole('textbox', { name: 'Option 1' }).fill('never');
    await editor.getByRole('textbox', { name: 'Option 2' }).fill('unknown');
    await editor.getByRole('checkbox', { name: 'Option 1 is correct' }).check();
    await clickAndConfirm(editor.getByRole('button', { name: 'Save question' }), page, 'Question added');
    await main.getByRole('list', { name: 'Options of question 1' }).waitFor();
    await expectAccessible(page, 'a chapter quiz in the studio');

    // The final pool: two questions from a CSV file.
    await main.getByRole('tab', { name: 'Final questions' }).click();
    await main.getByRole('heading', { name: 'Final assessment questions' }).waitFor();
    const header =
      'question,option1,option2,option3,option4,option5,option6,option7,option8,correct,explanation,image_url';
    const csv = [
      header,
      'What does tsc check?,Types,Styles,,,,,,,1,,',
      'Which keyword declares a type alias?,type,var,,,,,,,1,,',
    ].join('\n');
    await main.locator('input[type="file"]').setInputFiles({
      name: 'pool.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await clickAndConfirm(main.getByRole('button', { name: 'Import' }), page, '2 questions imported');
    await main.getByText('What does tsc check?').waitFor();
    await expectAccessible(page, 'a final pool imported in the studio');
  });

  test('a learner is shown a 403 page at /studio and offered no studio', { timeout: 90_000 }, async () => {
    const { page, baseUrl } = journey;
    await answerConsentBeforehand(journey);
    const learner = await createLearner(baseUrl, 'no-studio');
    await signInAs(page, learner);
    await page.goto('/studio');
    await page.getByRole('heading', { level: 1, name: 'You cannot open the studio' }).waitFor();
    await expectAccessible(page, 'the studio refused to a learner');
  });
});
