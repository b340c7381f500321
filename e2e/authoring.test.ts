import { readFile } from 'node:fs/promises';
import { describe, test } from 'vitest';
import { adminApi, adminToken, consoleMain, signInToConsole } from './support/admin.js';
import { answerConsentBeforehand, pathOf, waitForToast } from './support/app.js';
import { expectAccessible } from './support/axe.js';
import { hasChrome, useBrowser } from './support/browser.js';
import { expect } from './support/expect.js';
import { PHONE } from './support/layout.js';
import { solidPng } from './support/png.js';

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: PHONE },
] as const;

// The seed's demo clip: a real WebM, as the upload checks the bytes.
const DEMO_VIDEO = new URL('../apps/api/src/seed/assets/demo-video.webm', import.meta.url);

const option = (text: string, isCorrect: boolean) => ({ text, isCorrect });

/** A draft course of its own: two modules, the first with a chapter that has a two-question quiz. */
async function createDraft(baseUrl: string, token: string, name: string) {
  const { items } = await adminApi<{ items: { id: string }[] }>(baseUrl, token, 'GET', 'categories');
  const categoryId = items[0]?.id;
  if (!categoryId) throw new Error('The demo has no category');
  const title = `Authoring ${name} ${Date.now().toString(36)}`;
  const course = await adminApi<{ id: string }>(baseUrl, token, 'POST', 'courses', { title, categoryId });
  const first = await adminApi<{ id: string }>(baseUrl, token, 'POST', `courses/${course.id}/modules`, {
    title: 'The inner planets',
  });
  await adminApi(baseUrl, token, 'POST', `courses/${course.id}/modules`, { title: 'The outer planets' });
  const chapter = await adminApi<{ id: string }>(baseUrl, token, 'POST', `modules/${first.id}/chapters`, {
    title: 'Rings and moons',
    type: 'text',
  });
  for (const text of ['Which planet has the widest rings?', 'Which moon has a thick atmosphere?'])
    await adminApi(baseUrl, token, 'POST', `chapters/${chapter.id}/questions`, {
      text,
      options: [option('Saturn or Titan', true), option('Mercury', false)],
    });
  return { id: course.id, title };
}

interface StoredCourse {
  modules: { id: string; title: string; chapters: { title: string }[] }[];
}

/** The stored modules' chapter titles, in order. */
async function storedChapters(baseUrl: string, token: string, courseId: string) {
  const course = await adminApi<StoredCourse>(baseUrl, token, 'GET', `courses/${courseId}`);
  return Object.fromEntries(course.modules.map((m) => [m.title, m.chapters.map((c) => c.title)]));
}

/** Issue 27 item 8: unsaved changes ask first, chapters move between modules, uploads show their name. */
describe.skipIf(!hasChrome())('authoring a course', () => {
  const journey = useBrowser();

  test.each(SIZES)(
    'leaving unsaved edits asks first; a chapter moves with its quiz; an upload shows its name ($name)',
    { timeout: 120_000 },
    async ({ name, viewport }) => {
      const { page, baseUrl } = journey;
      await page.setViewportSize(viewport);
      await answerConsentBeforehand(journey);
      const token = await adminToken(baseUrl);
      const course = await createDraft(baseUrl, token, name);
      const main = consoleMain(page);
      const detailsPath = `/admin/courses/${course.id}`;

      await signInToConsole(page, detailsPath);
      await main.getByRole('heading', { level: 1, name: course.title }).waitFor();
      const title = main.getByRole('textbox', { name: /^Title/ });
      await expectAccessible(page, `the course details (${name})`);

      // Untouched, the form lets the admin go; edited, another tab asks first, and "Stay" keeps the text.
      const curriculumTab = main.getByRole('tab', { name: 'Curriculum' });
      await curriculumTab.click();
      await page.waitForURL(`**${detailsPath}/curriculum`);
      await main.getByRole('tab', { name: 'Details' }).click();
      await title.fill(`${course.title} (edited)`);
      await curriculumTab.click();
      const prompt = page.getByRole('dialog', { name: 'Leave without saving?' });
      await prompt.waitFor();
      await expectAccessible(page, `the leave-without-saving prompt (${name})`);
      await prompt.getByRole('button', { name: 'Stay' }).click();
      await prompt.waitFor({ state: 'hidden' });
      await expect.poll(() => pathOf(page)).toBe(detailsPath);
      await expect(title).toHaveValue(`${course.title} (edited)`);

      // "Leave" goes on and discards the edit.
      await curriculumTab.click();
      await prompt.getByRole('button', { name: 'Leave' }).click();
      await page.waitForURL(`**${detailsPath}/curriculum`);
      const inner = main.getByRole('list', { name: 'Chapters of The inner planets' });
      await inner.waitFor();
      const stored = await adminApi<{ title: string }>(baseUrl, token, 'GET', `courses/${course.id}`);
      expect(stored.title).toBe(course.title);
      await expectAccessible(page, `the curriculum (${name})`);

      // "Move to module": the chapter goes to the end of the other module, with its quiz, for good.
      await main.getByRole('button', { name: 'Move to module: Rings and moons' }).click();
      await expectAccessible(page, `the "Move to module" menu (${name})`);
      await page.getByRole('menuitem', { name: 'The outer planets' }).click();
      await waitForToast(page, '“Rings and moons” moved to module “The outer planets”');
      const outer = main.getByRole('list', { name: 'Chapters of The outer planets' });
      await expect(outer.getByRole('link', { name: 'Rings and moons' })).toBeVisible();
      await expectAccessible(page, `the curriculum after a move (${name})`);
      await page.reload();
      await outer.getByRole('link', { name: 'Rings and moons' }).waitFor();
      await expect(outer).toContainText('Quiz: 2 questions');
      await expect(inner).toHaveCount(0);

      // Back asks too: "Stay" keeps the page and the text, "Leave" goes back and drops the edit.
      await main.getByRole('tab', { name: 'Details' }).click();
      await page.waitForURL(`**${detailsPath}`);
      await title.fill(`${course.title} (again)`);
      // The browser's Back is held for the answer; "Stay" cancels it, so Playwright's goBack (which
      // waits for the navigation) is not awaited: the page's state is.
      const pressBack = () => void page.goBack({ waitUntil: 'commit' }).catch(() => undefined);
      pressBack();
      await prompt.waitFor();
      await prompt.getByRole('button', { name: 'Stay' }).click();
      await prompt.waitFor({ state: 'hidden' });
      await expect.poll(() => pathOf(page)).toBe(detailsPath);
      await expect(title).toHaveValue(`${course.title} (again)`);
      pressBack();
      await prompt.getByRole('button', { name: 'Leave' }).click();
      await page.waitForURL(`**${detailsPath}/curriculum`);
      await outer.waitFor();

      // An uploaded cover shows its own name and the picture, not the storage key.
      await main.getByRole('tab', { name: 'Details' }).click();
      await page.waitForURL(`**${detailsPath}`);
      await expect(title).toHaveValue(course.title);
      await main.getByLabel('Cover image').setInputFiles({
        name: 'saturn-rings.png',
        mimeType: 'image/png',
        buffer: solidPng(320, 180, [40, 90, 160]),
      });
      await main.getByText('saturn-rings.png').waitFor();
      await main.getByRole('img', { name: 'Cover image: current image' }).waitFor();
      await expect(main).not.toHaveText(/images\/course\//);
      await expectAccessible(page, `an uploaded cover with its name (${name})`);
      await main.getByRole('button', { name: 'Save details' }).click();
      await waitForToast(page, 'Course saved');

      // A chapter's video: its own name and a player of the picked file, then kept once saved.
      await curriculumTab.click();
      await outer.getByRole('link', { name: 'Rings and moons' }).click();
      // The segmented control's radio is visually hidden behind its label, which takes the click.
      await main
        .getByRole('radiogroup', { name: 'Chapter type' })
        .getByText('Video', { exact: true })
        .click();
      const videoInput = main.getByLabel('Video', { exact: true }).and(main.locator('input[type="file"]'));
      await videoInput.setInputFiles({
        name: 'orbit-tour.webm',
        mimeType: 'video/webm',
        buffer: await readFile(DEMO_VIDEO),
      });
      await main.getByLabel('Preview of orbit-tour.webm').waitFor();
      await expect(main.getByText('File: orbit-tour.webm')).toHaveCount(1);
      await expect(main).not.toHaveText(/videos\//);
      await expectAccessible(page, `an uploaded video with its name and player (${name})`);
      await main.getByRole('button', { name: 'Save chapter' }).click();
      await waitForToast(page, 'Chapter saved');
      await main.getByLabel("The chapter's video").waitFor();
      await expect(main.getByText('File: orbit-tour.webm')).toHaveCount(1);
    },
  );

  test.each(SIZES)(
    'a chapter is dragged into another module, by keyboard and by mouse, with its quiz ($name)',
    { timeout: 120_000 },
    async ({ name, viewport }) => {
      const { page, baseUrl } = journey;
      await page.setViewportSize(viewport);
      await answerConsentBeforehand(journey);
      const token = await adminToken(baseUrl);
      const course = await createDraft(baseUrl, token, `drag ${name}`);
      const { modules } = await adminApi<StoredCourse>(baseUrl, token, 'GET', `courses/${course.id}`);
      const outerId = modules.find((m) => m.title === 'The outer planets')?.id;
      if (!outerId) throw new Error('The draft has no outer module');
      await adminApi(baseUrl, token, 'POST', `modules/${outerId}/chapters`, {
        title: 'Comets',
        type: 'text',
      });
      const main = consoleMain(page);
      const said = (text: string) => page.getByText(text, { exact: true }).waitFor({ state: 'attached' });

      await signInToConsole(page, `/admin/courses/${course.id}/curriculum`);
      const inner = main.getByRole('list', { name: 'Chapters of The inner planets' });
      const outer = main.getByRole('list', { name: 'Chapters of The outer planets' });
      await inner.waitFor();
      await expectAccessible(page, `the curriculum before dragging (${name})`);

      // Keyboard: Space picks the chapter up, ArrowDown carries it into the next module, Space drops it.
      const handle = main.getByRole('button', { name: 'Move chapter Rings and moons' });
      await handle.focus();
      await page.keyboard.press('Space');
      await page.locator('[aria-pressed="true"][aria-label="Move chapter Rings and moons"]').waitFor();
      // dnd-kit listens for arrows a moment after the pick-up: pressed again until the chapter moves.
      const intoOuter = page.getByText(
        'Rings and moons is over position 1 of 2 in module “The outer planets”.',
        {
          exact: true,
        },
      );
      await expect
        .poll(async () => {
          if ((await intoOuter.count()) === 0) await page.keyboard.press('ArrowDown');
          return intoOuter.count();
        })
        .toBeGreaterThan(0);
      await outer.getByRole('link', { name: 'Rings and moons' }).waitFor();
      await expectAccessible(page, `a chapter carried into another module by keyboard (${name})`);
      await page.keyboard.press('Space');
      await said('Rings and moons moved to module “The outer planets”, position 1 of 2.');
      await waitForToast(page, '“Rings and moons” moved to module “The outer planets”');
      await expect
        .poll(() => storedChapters(baseUrl, token, course.id))
        .toEqual({
          'The inner planets': [],
          'The outer planets': ['Rings and moons', 'Comets'],
        });
      await page.reload();
      await outer.getByRole('link', { name: 'Rings and moons' }).waitFor();
      await expect(outer.getByRole('link')).toHaveText(['Rings and moons', 'Comets']);
      await expect(outer).toContainText('Quiz: 2 questions');
      await expect(inner).toHaveCount(0);
      await expectAccessible(page, `the curriculum after a keyboard drag (${name})`);

      // Mouse: press the handle, move a little to pick the chapter up, then over the empty module.
      await handle.scrollIntoViewIfNeeded();
      const from = await handle.boundingBox();
      if (!from) throw new Error('The handle is not on screen');
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 12, { steps: 3 });
      const dropZone = main
        .getByRole('group', { name: 'Module The inner planets' })
        .getByText('No chapters yet: drop the chapter here.');
      await dropZone.waitFor();
      const to = await dropZone.boundingBox();
      if (!to) throw new Error('The empty module is not on screen');
      await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
      await inner.getByRole('link', { name: 'Rings and moons' }).waitFor();
      await said('Rings and moons is over position 1 of 1 in module “The inner planets”.');
      await expectAccessible(page, `a chapter dragged into an empty module by mouse (${name})`);
      await page.mouse.up();
      await said('Rings and moons moved to module “The inner planets”, position 1 of 1.');
      await waitForToast(page, '“Rings and moons” moved to module “The inner planets”');
      await expect
        .poll(() => storedChapters(baseUrl, token, course.id))
        .toEqual({
          'The inner planets': ['Rings and moons'],
          'The outer planets': ['Comets'],
        });
      await page.reload();
      await inner.getByRole('link', { name: 'Rings and moons' }).waitFor();
      await expect(inner).toContainText('Quiz: 2 questions');
      await expect(outer.getByRole('link')).toHaveText(['Comets']);
    },
  );
});
