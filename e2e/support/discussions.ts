import type { Page } from 'playwright-core';
import { signInToConsole } from './admin.js';
import { answerConsentBeforehand } from './app.js';
import type { Journey } from './browser.js';

/** Types into a rich-text editor found by its label: plain words, then bold ones (Ctrl+B around them). */
export async function writeRichText(page: Page, label: string, plain: string, bold: string): Promise<void> {
  const editor = page.getByRole('main').getByRole('textbox', { name: label });
  await editor.click();
  await page.keyboard.type(plain);
  await page.keyboard.press('Control+b');
  await page.keyboard.type(bold);
  await page.keyboard.press('Control+b');
}

/**
 * Staff answer a question where they work: the demo admin, in a browser context of their own, opens
 * the course's Questions tab in the console (unanswered first), finds the question by `search` and
 * replies `plain` + bold `bold`; answers once the reply shows as the answer.
 */
export async function answerInConsole(
  journey: Journey,
  question: { courseId: string; title: string; search: string },
  reply: { plain: string; bold: string },
): Promise<void> {
  const browser = journey.context.browser();
  if (!browser) throw new Error('The journey has no browser');
  const context = await browser.newContext({
    baseURL: journey.baseUrl,
    viewport: { width: 1280, height: 800 },
  });
  try {
    const staff = await context.newPage();
    staff.setDefaultTimeout(10_000);
    await answerConsentBeforehand({ context, baseUrl: journey.baseUrl, page: staff });
    await signInToConsole(staff, `/admin/courses/${question.courseId}/questions`);
    const desk = staff.locator('main');
    await desk.getByRole('heading', { name: 'Learners’ questions' }).waitFor();
    await desk.getByRole('searchbox', { name: 'Search questions' }).fill(question.search);
    await desk.getByRole('list', { name: 'Questions' }).getByRole('button', { name: question.title }).click();
    await desk.getByRole('heading', { name: question.title }).waitFor();
    await writeRichText(staff, 'Your reply', reply.plain, reply.bold);
    await desk.getByRole('button', { name: 'Post reply' }).click();
    await desk
      .getByRole('article', { name: /^Answer by / })
      .getByText(reply.bold)
      .waitFor();
  } finally {
    await context.close();
  }
}
