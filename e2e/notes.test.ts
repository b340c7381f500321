import { readFile } from 'node:fs/promises';
import { describe, test } from 'vitest';
import { answerConsentBeforehand } from './support/app.js';
import { expectAccessible } from './support/axe.js';
import { hasChrome, useBrowser } from './support/browser.js';
import { expect } from './support/expect.js';
import { horizontalOverflow, PHONE } from './support/layout.js';
import {
  chaptersOf,
  learningCourses,
  outlineLink,
  playerPath,
  purchasedCourse,
  seekVideo,
  signInAsDemoLearner,
  videoState,
  waitForChapter,
} from './support/learning.js';

/** Deletes the learner's notes in the course through the API, so the seeded learner is left as found. */
async function deleteNotes(baseUrl: string, token: string, courseId: string): Promise<void> {
  const headers = { 'x-access-token': token };
  const listed = await fetch(`${baseUrl}/api/note/list?courseId=${courseId}`, { headers });
  const { data } = (await listed.json()) as { data: { items: { id: string }[] } };
  for (const note of data.items) {
    await fetch(`${baseUrl}/api/note/${note.id}`, { method: 'DELETE', headers });
  }
}

// Issue 24, item 2: notes pinned to the video's time seek it; the course's notes list and export.
describe.skipIf(!hasChrome())('notes', () => {
  const journey = useBrowser();

  for (const size of ['desktop', 'phone'] as const) {
    test(`stamp a note at a point of the video, move on, come back, seek by the stamp, list and export (${size})`, {
      timeout: 120_000,
    }, async () => {
      const { page, baseUrl } = journey;
      if (size === 'phone') await page.setViewportSize(PHONE);
      await answerConsentBeforehand(journey);
      const token = await signInAsDemoLearner(journey);
      const [owned] = (await learningCourses(baseUrl, token)).items;
      if (!owned) throw new Error('The demo learner owns no course');
      const outline = await purchasedCourse(baseUrl, token, owned.course.id);
      const chapters = chaptersOf(outline);
      const videoChapter = chapters.find((chapter) => chapter.type === 'video');
      const other = chapters.find((chapter) => chapter.id !== videoChapter?.id);
      if (!videoChapter || !other) throw new Error('The course needs a video chapter and another one');
      const main = page.getByRole('main');
      await deleteNotes(baseUrl, token, owned.course.id);
      try {
        await page.goto(playerPath(owned.course.slug, videoChapter.id));
        await waitForChapter(page, videoChapter.title);
        const video = main.getByLabel(`Video: ${videoChapter.title}`);
        await expect.poll(async () => (await videoState(video)).readyState).toBeGreaterThanOrEqual(1);
        const { duration } = await videoState(video);
        const at = Math.max(1, Math.floor(duration / 2));
        await seekVideo(video, at);
        const stamp = `${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`;

        const notes = main.getByRole('region', { name: 'Notes' });
        await notes.getByRole('textbox', { name: 'New note' }).fill('The key idea of this lesson');
        await notes.getByRole('button', { name: 'Add note' }).click();
        const stampButton = notes.getByRole('button', { name: `Play from ${stamp}` });
        await stampButton.waitFor();
        await expect(notes.getByText('The key idea of this lesson')).toBeVisible();
        await expectAccessible(page, `the player with a note (${size})`);

        // Move on to another chapter and back: the note is still there and its stamp seeks the video.
        // (On a phone the outline is a drawer; the journey goes by address there.)
        const open = async (chapter: { id: string; title: string }) => {
          if (size === 'desktop') await outlineLink(page, chapter.title).click();
          else await page.goto(playerPath(owned.course.slug, chapter.id));
          await waitForChapter(page, chapter.title);
        };
        await open(other);
        await open(videoChapter);
        const again = main.getByLabel(`Video: ${videoChapter.title}`);
        await expect.poll(async () => (await videoState(again)).readyState).toBeGreaterThanOrEqual(1);
        await seekVideo(again, 0);
        await notes.getByRole('button', { name: `Play from ${stamp}` }).click();
        await expect.poll(async () => Math.abs((await videoState(again)).currentTime - at)).toBeLessThan(1);

        // The course's notes page lists it under its chapter, finds it, and exports it.
        await notes.getByRole('link', { name: 'All my notes in this course' }).click();
        await main.getByRole('heading', { level: 1, name: 'My notes' }).waitFor();
        const section = main.getByRole('region', { name: videoChapter.title });
        await expect(section.getByText('The key idea of this lesson')).toBeVisible();
        await expect(section.getByText(stamp)).toBeVisible();
        await main.getByRole('searchbox', { name: 'Search my notes' }).fill('nothing like it');
        await main.getByRole('heading', { name: 'No notes match your search' }).waitFor();
        await main.getByRole('searchbox', { name: 'Search my notes' }).fill('KEY IDEA');
        await expect(section.getByText('The key idea of this lesson')).toBeVisible();
        await expectAccessible(page, `the course notes page (${size})`);

        const downloading = page.waitForEvent('download');
        await main.getByRole('button', { name: 'Export as Markdown' }).click();
        const file = await downloading;
        expect(file.suggestedFilename()).toBe(`notes-${owned.course.slug}.md`);
        const markdown = await readFile(await file.path(), 'utf8');
        expect(markdown).toContain(`# ${owned.course.title}`);
        expect(markdown).toContain(`## ${videoChapter.title}\n\n- **${stamp}** The key idea of this lesson`);

        await page.setViewportSize(PHONE);
        await expect(section.getByText('The key idea of this lesson')).toBeVisible();
        expect(await horizontalOverflow(page)).toBe(0);
      } finally {
        await deleteNotes(baseUrl, token, owned.course.id);
      }
    });
  }
});
