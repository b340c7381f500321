import { describe, test } from 'vitest';
import { adminToken, chooseOption, consoleMain, signInToConsole } from './support/admin.js';
import { answerConsentBeforehand, waitForToast } from './support/app.js';
import { expectAccessible } from './support/axe.js';
import { hasChrome, useBrowser } from './support/browser.js';
import { expect } from './support/expect.js';
import { horizontalOverflow, PHONE } from './support/layout.js';
import {
  chaptersOf,
  learningCourses,
  playerPath,
  purchasedCourse,
  waitForChapter,
} from './support/learning.js';
import { demoLearnerToken, openAsDemoLearner } from './support/second-visitor.js';

const SPANISH_VTT = [
  'WEBVTT',
  '',
  '00:00.000 --> 00:03.000',
  'Bienvenidos a Coursewise.',
  '',
  '00:03.000 --> 00:06.000',
  'Este vídeo representa cada lección.',
  '',
].join('\n');

/** Removes the journey's Spanish track if the journey stopped before deleting it (404 when gone). */
async function removeSpanish(baseUrl: string, chapterId: string): Promise<void> {
  const token = await adminToken(baseUrl);
  const response = await fetch(`${baseUrl}/api/admin/chapters/${chapterId}/captions/es`, {
    method: 'DELETE',
    headers: { 'x-access-token': token },
  });
  if (!response.ok && response.status !== 404)
    throw new Error(`Removing the Spanish captions answered ${response.status}`);
}

// The demo video chapter has English captions only (apps/api/src/seed/assets).
describe.skipIf(!hasChrome())('captions editor', () => {
  const journey = useBrowser();

  for (const size of ['desktop', 'phone'] as const) {
    test(`an admin adds Spanish captions; the learner reads them in the transcript (${size})`, {
      timeout: 120_000,
    }, async () => {
      const { page, baseUrl } = journey;
      const isPhone = size === 'phone';
      if (isPhone) await page.setViewportSize(PHONE);
      await answerConsentBeforehand(journey);
      const token = await demoLearnerToken(baseUrl);
      const [owned] = (await learningCourses(baseUrl, token)).items;
      if (!owned) throw new Error('The demo learner owns no course');
      const outline = await purchasedCourse(baseUrl, token, owned.course.id);
      const chapter = chaptersOf(outline).find((c) => c.type === 'video');
      if (!chapter) throw new Error('The course has no video chapter');

      try {
        await signInToConsole(page, `/admin/courses/${owned.course.id}/chapters/${chapter.id}`);
        const main = consoleMain(page);
        const captions = main.getByRole('region', { name: 'Captions' });
        const tracks = captions.getByRole('list', { name: 'Caption tracks' });
        await expect(tracks.getByText('English', { exact: true })).toBeVisible();

        await captions.getByRole('button', { name: 'Add captions' }).click();
        const form = captions.getByRole('form', { name: 'Captions file' });
        await chooseOption(form, page, 'Language', 'Spanish (es)');
        await form.locator('input[type="file"]').setInputFiles({
          name: 'es.vtt',
          mimeType: 'text/vtt',
          buffer: Buffer.from(SPANISH_VTT),
        });
        await expectAccessible(page, `the chapter's captions editor (${size})`);
        if (isPhone) expect(await horizontalOverflow(page)).toBe(0);
        await form.getByRole('button', { name: 'Save captions' }).click();
        await waitForToast(page, 'Captions saved: Spanish');
        await expect(tracks.getByText('Spanish', { exact: true })).toBeVisible();

        const learner = await openAsDemoLearner(journey, isPhone);
        try {
          await learner.page.goto(playerPath(owned.course.slug, chapter.id));
          await waitForChapter(learner.page, chapter.title);
          const transcript = learner.page.getByRole('main').getByRole('region', { name: 'Transcript' });
          await transcript.getByLabel('Captions language').selectOption({ label: 'Spanish' });
          const lines = transcript.getByRole('listitem');
          await expect(lines).toHaveCount(2);
          await expect(lines.first()).toContainText('Bienvenidos a Coursewise.');
          if (isPhone) expect(await horizontalOverflow(learner.page)).toBe(0);
        } finally {
          await learner.context.close();
        }

        // Deleting asks first, then the track is gone.
        await captions.getByRole('button', { name: 'Delete Spanish captions' }).click();
        const dialog = page.getByRole('dialog', { name: 'Delete the Spanish captions?' });
        await dialog.getByRole('button', { name: 'Delete captions' }).click();
        await waitForToast(page, 'Captions deleted');
        await expect(tracks.getByText('Spanish', { exact: true })).toHaveCount(0);
        await expect(tracks.getByText('English', { exact: true })).toBeVisible();
      } finally {
        await removeSpanish(baseUrl, chapter.id);
      }
    });
  }
});
