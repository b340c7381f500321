import { describe, test } from 'vitest';
import { adminApi, adminToken, consoleMain, signInToConsole } from './support/admin.js';
import { answerConsentBeforehand, waitForToast } from './support/app.js';
import { expectAccessible } from './support/axe.js';
import { hasChrome, useBrowser } from './support/browser.js';
import { getApiData } from './support/catalogue.js';
import { expect } from './support/expect.js';
import { createLearner, type Learner, postApi } from './support/learner.js';
import { studioData } from './support/studio.js';
import { waitFor } from './support/wait.js';

const NOTE = 'Add a short summary at the end of the reading, please.';

/** An instructor (a learner the admin made one) with a ready draft course submitted for review. */
async function submittedCourse(
  baseUrl: string,
  token: string,
): Promise<{ teacher: Learner; id: string; title: string }> {
  const teacher = await createLearner(baseUrl, 'teacher');
  const { id: userId } = await getApiData<{ id: string }>(baseUrl, 'user/profile', teacher.token);
  await adminApi(baseUrl, token, 'PUT', `users/${userId}`, { role: 'instructor' });
  const published = await getApiData<{ items: { imageUrl: string | null }[] }>(baseUrl, 'course/list');
  const cover = published.items.find((item) => item.imageUrl)?.imageUrl;
  const { items } = await adminApi<{ items: { id: string }[] }>(baseUrl, token, 'GET', 'categories');
  const title = `Reviewed course ${Date.now().toString(36)}`;
  const course = await studioData<{ id: string }>(baseUrl, teacher.token, 'POST', 'courses', {
    title,
    categoryId: items[0]?.id,
  });
  const module = await studioData<{ id: string }>(
    baseUrl,
    teacher.token,
    'POST',
    `courses/${course.id}/modules`,
    {
      title: 'Getting started',
    },
  );
  await studioData(baseUrl, teacher.token, 'POST', `modules/${module.id}/chapters`, {
    title: 'First reading',
    type: 'text',
    content: '<p>Bread needs flour, water, salt and time.</p>',
  });
  await studioData(baseUrl, teacher.token, 'PUT', `courses/${course.id}`, { imageUrl: cover, price: 1500 });
  await postApi(baseUrl, `instructor/courses/${course.id}/submit`, {}, teacher.token);
  return { teacher, id: course.id, title };
}

/** The newest mail to `to` whose subject matches, once the queue has sent it. */
function mailTo(baseUrl: string, to: string, subject: RegExp) {
  return waitFor(
    async () => {
      const { data } = (await (await fetch(`${baseUrl}/api/dev/outbox`)).json()) as {
        data: { to: string; subject: string; text: string }[];
      };
      return data.find((mail) => mail.to === to && subject.test(mail.subject));
    },
    { timeout: 10_000, message: () => `No mail matching ${subject} to ${to}` },
  );
}

/**
 * Issue 23, item 2: an instructor's course awaits review; the admin finds it, previews it as a learner
 * would (nothing bought), returns it with a note the instructor is mailed, and publishes it once it is
 * submitted again.
 */
describe.skipIf(!hasChrome())('course review', () => {
  const journey = useBrowser();

  test('an admin previews a submitted course, returns it with a note, then publishes it', {
    timeout: 120_000,
  }, async () => {
    const { page, context, baseUrl } = journey;
    await page.setViewportSize({ width: 1280, height: 800 });
    await answerConsentBeforehand(journey);
    const token = await adminToken(baseUrl);
    const { teacher, id, title } = await submittedCourse(baseUrl, token);

    await signInToConsole(page, '/admin/courses');
    await page.goto('/admin/courses?awaitingReview=true');
    const main = consoleMain(page);
    const row = main.getByRole('row').filter({ hasText: title });
    await expect(row.getByText('Awaiting review')).toBeVisible();
    await expectAccessible(page, 'the courses awaiting review');
    await row.getByRole('link', { name: title }).click();

    const panel = main.getByRole('region', { name: 'Review' });
    await expect(panel.getByText('Awaiting review')).toBeVisible();
    await expectAccessible(page, 'a course awaiting review');

    // The preview: the learner's course page in a new tab, with every chapter open and nothing to buy.
    const [preview] = await Promise.all([
      context.waitForEvent('page'),
      panel.getByRole('link', { name: 'Preview as a learner' }).click(),
    ]);
    await expect(preview.getByText('Preview — not published')).toBeVisible();
    await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(preview.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
    await preview.getByRole('button', { name: 'Preview First reading' }).click();
    const player = preview.getByRole('dialog');
    await expect(player.getByText('Bread needs flour, water, salt and time.')).toBeVisible();
    await expectAccessible(preview, 'the preview of a draft chapter');
    await preview.close();

    // Returned with a note: the instructor is mailed it, and the panel shows it.
    await panel.getByRole('button', { name: 'Return to instructor' }).click();
    const dialog = page.getByRole('dialog', { name: `Return “${title}” to its instructor?` });
    await dialog.getByRole('textbox', { name: /Note to the instructor/ }).fill(NOTE);
    await expectAccessible(page, 'returning a course with a note');
    await dialog.getByRole('button', { name: 'Return to instructor' }).click();
    await waitForToast(page, 'Returned to the instructor with your note');
    await expect(panel.getByText('Returned', { exact: true })).toBeVisible();
    await expect(panel).toContainText(NOTE);
    expect((await mailTo(baseUrl, teacher.email, /needs changes/)).text).toContain(NOTE);

    // Submitted again, then published from the panel: the instructor hears of it.
    await postApi(baseUrl, `instructor/courses/${id}/submit`, {}, teacher.token);
    await page.reload();
    await expect(panel.getByText('Awaiting review')).toBeVisible();
    await panel.getByRole('button', { name: 'Publish' }).click();
    await waitForToast(page, 'Course published');
    await expect(main.getByRole('region', { name: 'Review' })).toHaveCount(0);
    await expect(main.getByText('Published', { exact: true })).toBeVisible();
    expect((await mailTo(baseUrl, teacher.email, /is published/)).subject).toContain(title);
    await expectAccessible(page, 'a course published after review');
  });
});
