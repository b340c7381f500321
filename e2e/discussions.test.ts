import { describe, test } from 'vitest';
import { adminApi, adminToken, signInToConsole } from './support/admin.js';
import { answerConsentBeforehand, waitForToast } from './support/app.js';
import { expectAccessible } from './support/axe.js';
import { hasChrome, useBrowser } from './support/browser.js';
import { writeRichText } from './support/discussions.js';
import { expect } from './support/expect.js';
import { horizontalOverflow, PHONE } from './support/layout.js';
import {
  chaptersOf,
  learningCourses,
  playerPath,
  purchasedCourse,
  signInAsDemoLearner,
  waitForChapter,
} from './support/learning.js';

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: PHONE },
] as const;

interface ThreadRow {
  id: string;
  title: string;
}

/** The learner's threads in the course whose title has `tag`, through the API. */
async function threadsTagged(baseUrl: string, token: string, courseId: string, tag: string) {
  const response = await fetch(
    `${baseUrl}/api/discussion/list?courseId=${courseId}&filter=mine&search=${encodeURIComponent(tag)}`,
    { headers: { 'x-access-token': token } },
  );
  return ((await response.json()) as { data: { items: ThreadRow[] } }).data.items;
}

// Issue 24, item 1: ask in the player, find it on the course's page, edit it; staff answer from the
// console; a report hides it for learners.
describe.skipIf(!hasChrome())('discussions', () => {
  const journey = useBrowser();

  test.each(SIZES)(
    'a question asked in rich text is found, edited, answered, reported and hidden ($name)',
    { timeout: 180_000 },
    async ({ name, viewport }) => {
      const { page, baseUrl, context } = journey;
      await page.setViewportSize(viewport);
      await answerConsentBeforehand(journey);
      const token = await signInAsDemoLearner(journey);
      const [owned] = (await learningCourses(baseUrl, token)).items;
      if (!owned) throw new Error('The demo learner owns no course');
      const [chapter] = chaptersOf(await purchasedCourse(baseUrl, token, owned.course.id));
      if (!chapter) throw new Error('The course has no chapter');
      const tag = `e2e${name}${Date.now().toString(36)}`;
      const title = `Why does ${tag} fail?`;
      const edited = `Why does ${tag} fail on Linux?`;
      const main = page.getByRole('main');
      const admin = await adminToken(baseUrl);
      const browser = context.browser();
      if (!browser) throw new Error('The journey has no browser');
      const staffContext = await browser.newContext({ baseURL: baseUrl, viewport });
      try {
        // The learner asks in the chapter's Discussion tab, with bold words in the editor.
        await page.goto(playerPath(owned.course.slug, chapter.id));
        await waitForChapter(page, chapter.title);
        await main.getByRole('tab', { name: 'Discussion' }).click();
        await main.getByRole('heading', { name: 'Questions about this chapter' }).waitFor();
        await main.getByRole('textbox', { name: /^Title/ }).fill(title);
        await writeRichText(page, 'Your question', 'It stops at ', 'the install step');
        await expectAccessible(page, `the player's discussion tab with the editor (${name})`);
        await main.getByRole('button', { name: 'Post question' }).click();
        await main.getByRole('heading', { name: title }).waitFor();
        await expect(main.locator('strong', { hasText: 'the install step' })).toBeVisible();

        // The course's page finds it under Mine and by search.
        await main.getByRole('button', { name: 'Back to questions' }).click();
        await main.getByRole('link', { name: 'All questions in this course' }).click();
        await main.getByRole('heading', { level: 1, name: 'Questions' }).waitFor();
        await main.getByRole('radiogroup', { name: 'Show questions' }).getByText('Mine').click();
        await page.waitForURL((url) => url.searchParams.get('filter') === 'mine');
        await main.getByRole('searchbox', { name: 'Search questions' }).fill(tag.toUpperCase());
        await page.waitForURL((url) => url.searchParams.get('search') === tag.toUpperCase());
        const list = main.getByRole('list', { name: 'Questions' });
        await expect(list.getByRole('listitem')).toHaveCount(1);
        await expect(list.getByText(chapter.title)).toBeVisible();
        await expectAccessible(page, `the course's questions (${name})`);
        expect(await horizontalOverflow(page)).toBe(0);

        // The author edits it within the window.
        await list.getByRole('button', { name: title }).click();
        await main.getByRole('button', { name: 'Edit question' }).click();
        await main.getByRole('textbox', { name: /^Title/ }).fill(edited);
        await main.getByRole('textbox', { name: 'Your question' }).waitFor();
        await main.getByRole('button', { name: 'Save changes' }).click();
        await main.getByRole('heading', { name: edited }).waitFor();
        await expect(main.locator('strong', { hasText: 'the install step' })).toBeVisible();
        const [thread] = await threadsTagged(baseUrl, token, owned.course.id, tag);
        if (!thread) throw new Error('The question is not listed');

        // An admin answers in the console's Questions tab (unanswered first) and resolves it.
        const staff = await staffContext.newPage();
        await answerConsentBeforehand({ context: staffContext, baseUrl, page: staff });
        const questionsPath = `/admin/courses/${owned.course.id}/questions`;
        await signInToConsole(staff, questionsPath);
        const desk = staff.locator('main');
        await desk.getByRole('heading', { name: 'Learners’ questions' }).waitFor();
        await expect(desk.getByRole('radio', { name: 'Unanswered' })).toBeChecked();
        await desk.getByRole('searchbox', { name: 'Search questions' }).fill(tag);
        await desk.getByRole('list', { name: 'Questions' }).getByRole('button', { name: edited }).click();
        await desk.getByRole('heading', { name: edited }).waitFor();
        await writeRichText(staff, 'Your reply', 'Run it with ', 'npm ci');
        await expectAccessible(staff, `the console's Questions tab with a thread (${name})`);
        await desk.getByRole('button', { name: 'Post reply' }).click();
        const answer = desk.getByRole('article', { name: /^Answer by / });
        await expect(answer.getByText('npm ci')).toBeVisible();
        await desk.getByRole('button', { name: 'Mark as resolved' }).click();
        await desk.getByText('This question is resolved.').waitFor();

        // The learner sees it answered, and the answer marked.
        await main.getByRole('button', { name: 'Back to questions' }).click();
        await page.reload();
        const row = main.getByRole('list', { name: 'Questions' }).getByRole('listitem');
        await expect(row.getByText('Answered')).toBeVisible();
        await expect(row.getByText('Resolved')).toBeVisible();
        await row.getByRole('button', { name: edited }).click();
        const marked = main.getByRole('article', { name: /^Answer by / });
        await expect(marked.getByText('Answer', { exact: true })).toBeVisible();
        await expect(marked.locator('strong', { hasText: 'npm ci' })).toBeVisible();

        // The learner reports it; the admin hides it from the Reported posts page.
        await main.getByRole('button', { name: 'Report' }).first().click();
        await main.getByRole('textbox', { name: /Why are you reporting this/ }).fill(`Test report ${tag}`);
        await main.getByRole('button', { name: 'Send report' }).click();
        await main.getByText('Reported. Thanks.').waitFor();

        await staff.goto('/admin/reported-posts');
        await desk.getByRole('heading', { level: 1, name: 'Reported posts' }).waitFor();
        const reported = desk.getByRole('row').filter({ hasText: `Test report ${tag}` });
        await expect(reported.getByText(edited)).toBeVisible();
        await expect(reported.getByText(chapter.title)).toBeVisible();
        await expectAccessible(staff, `the console's reported posts (${name})`);
        await reported.getByRole('button', { name: /^Hide the question/ }).click();
        await waitForToast(staff, 'Post hidden from learners');
        await expect(reported.getByText('Hidden', { exact: true })).toBeVisible();

        // Gone for the learner.
        await main.getByRole('button', { name: 'Back to questions' }).click();
        await page.reload();
        await main.getByRole('heading', { name: 'No questions match' }).waitFor();
      } finally {
        await staffContext.close();
        // Leave the seeded learner as found: show their questions again so they may delete them.
        for (const found of await adminSearch(baseUrl, admin, owned.course.id, tag)) {
          await adminApi(baseUrl, admin, 'PUT', `discussions/threads/${found.id}`, { hidden: false });
          await fetch(`${baseUrl}/api/discussion/${found.id}`, {
            method: 'DELETE',
            headers: { 'x-access-token': token },
          });
        }
      }
    },
  );
});

/** The course's threads with `tag` as an admin sees them, hidden ones too. */
async function adminSearch(baseUrl: string, token: string, courseId: string, tag: string) {
  const response = await fetch(
    `${baseUrl}/api/discussion/list?courseId=${courseId}&search=${encodeURIComponent(tag)}`,
    { headers: { 'x-access-token': token } },
  );
  return ((await response.json()) as { data: { items: ThreadRow[] } }).data.items;
}
