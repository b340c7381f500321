import { describe, test } from 'vitest';
import { consoleMain, signInToConsole } from './support/admin.js';
import { answerConsentBeforehand, DEMO_LEARNER, waitForToast } from './support/app.js';
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
import { waitFor } from './support/wait.js';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}
interface NotificationItem {
  id: string;
  kind: string;
  text: string;
  readAt: string | null;
}

async function outboxFor(baseUrl: string, to: string): Promise<OutboxMail[]> {
  const response = await fetch(`${baseUrl}/api/dev/outbox`);
  const { data } = (await response.json()) as { data: OutboxMail[] };
  return data.filter((mail) => mail.to.toLowerCase() === to.toLowerCase());
}

/**
 * Announcements cannot be deleted, so the journey's stay on the demo course (each titled apart); the
 * learner's notifications of them are marked read so the bell reads as before.
 */
async function markAnnouncementRead(baseUrl: string, token: string, title: string): Promise<void> {
  const headers = { 'x-access-token': token, 'content-type': 'application/json' };
  const list = await fetch(`${baseUrl}/api/notification/list?limit=50`, { headers });
  // A failed list must not hide why the journey failed.
  if (!list.ok) return;
  const { data } = (await list.json()) as { data: { items: NotificationItem[] } };
  const ids = data.items.filter((item) => item.text.includes(title)).map((item) => item.id);
  if (ids.length === 0) return;
  await fetch(`${baseUrl}/api/notification/read`, { method: 'POST', headers, body: JSON.stringify({ ids }) });
}

describe.skipIf(!hasChrome())('announcements', () => {
  const journey = useBrowser();

  for (const size of ['desktop', 'phone'] as const) {
    test(`an admin posts to a course's learners; the learner reads it in the player (${size})`, {
      timeout: 120_000,
    }, async () => {
      const { page, baseUrl } = journey;
      const isPhone = size === 'phone';
      if (isPhone) await page.setViewportSize(PHONE);
      await answerConsentBeforehand(journey);
      const token = await demoLearnerToken(baseUrl);
      const [owned] = (await learningCourses(baseUrl, token)).items;
      if (!owned) throw new Error('The demo learner owns no course');
      const title = `Live session ${size} ${Date.now().toString(36)}`;
      const path = `/admin/courses/${owned.course.id}/announcements`;

      try {
        await signInToConsole(page, path);
        const main = consoleMain(page);
        await expect(main.getByRole('tab', { name: 'Announcements', selected: true })).toBeVisible();
        await main.getByRole('textbox', { name: /^Title/ }).fill(title);
        await main.getByRole('textbox', { name: 'Message' }).click();
        await page.keyboard.type('Bring your questions on generics.');
        await expectAccessible(page, `the editor's Announcements tab (${size})`);
        if (isPhone) expect(await horizontalOverflow(page)).toBe(0);

        await main.getByRole('button', { name: 'Post announcement' }).click();
        const dialog = page.getByRole('dialog', { name: `Post “${title}”?` });
        await expect(dialog).toContainText(/It goes to the [\d,]+ learners? who own this course/);
        await dialog.getByRole('button', { name: 'Post' }).click();
        await waitForToast(page, 'Announcement posted');
        const posted = main.getByRole('list', { name: 'Posted announcements' });
        await expect(posted.getByRole('heading', { name: title })).toBeVisible();
        await expect(main.getByRole('textbox', { name: /^Title/ })).toHaveValue('');

        // The mail goes to the owners who keep announcement mails on (the demo learner does).
        const mail = await waitFor(
          async () =>
            (await outboxFor(baseUrl, DEMO_LEARNER.email)).find((m) =>
              `${m.subject}\n${m.text}`.includes(title),
            ),
          { timeout: 10_000, message: () => `No announcement mail to ${DEMO_LEARNER.email}` },
        );
        expect(mail.text).toContain('Bring your questions on generics.');

        const learner = await openAsDemoLearner(journey, isPhone);
        try {
          const outline = await purchasedCourse(baseUrl, token, owned.course.id);
          const [chapter] = chaptersOf(outline);
          if (!chapter) throw new Error('The course has no chapter');
          await learner.page.goto(playerPath(owned.course.slug, chapter.id));
          await waitForChapter(learner.page, chapter.title);
          const announcements = learner.page.getByRole('main').getByRole('region', { name: 'Announcements' });
          const newest = announcements.getByRole('listitem').first();
          await expect(newest.getByRole('heading', { name: title })).toBeVisible();
          await expect(newest).toContainText('Bring your questions on generics.');
          if (isPhone) expect(await horizontalOverflow(learner.page)).toBe(0);
        } finally {
          await learner.context.close();
        }
      } finally {
        await markAnnouncementRead(baseUrl, token, title);
      }
    });
  }
});
