import type { Locator, Page } from 'playwright-core';
import { adminApi, adminToken } from './admin.js';
import { formatMoney } from './catalogue.js';
import { CONFIRMATION_HEADING, fillCard, TEST_CARDS } from './checkout.js';
import { expect } from './expect.js';
import { postApi } from './learner.js';

/** A chapter of GET course/purchase-details with its quiz (null when it has none). */
export interface QuizOutlineChapter {
  id: string;
  title: string;
  completed: boolean;
  quiz: { questionCount: number; passed: boolean; bestPercentage: number | null } | null;
}

export interface QuizOutline {
  course: { id: string; slug: string; title: string };
  modules: { chapters: QuizOutlineChapter[] }[];
  progress: { completed: number; total: number; percent: number };
  finalAssessment: {
    status: string;
    attemptsAllowed: number;
    attemptsUsed: number;
    certificateId: string | null;
  };
}

/** The correct options' texts of each question, by the question's text, as a review shows them. */
export type CorrectOptions = Map<string, string[]>;

export const quizPath = (slug: string, chapterId: string) => `/learn/${slug}/chapters/${chapterId}/quiz`;
export const finalPath = (slug: string) => `/learn/${slug}/final`;

/** Buys one course from its page: "Buy now", the sandbox card that succeeds, the confirmation page. */
export async function buyInBrowser(page: Page, course: { slug: string; title: string; price: number }) {
  const main = page.getByRole('main');
  await page.goto(`/courses/${course.slug}`);
  await main.getByRole('heading', { level: 1, name: course.title }).waitFor();
  await main.getByRole('button', { name: 'Buy now' }).click();
  await page.waitForURL((url) => url.pathname === '/checkout');
  await fillCard(page, TEST_CARDS.succeeds);
  await page
    .getByRole('form', { name: 'Card details' })
    .getByRole('button', { name: `Pay ${formatMoney(course.price, '$')}` })
    .click();
  await page.waitForURL((url) => url.pathname.startsWith('/checkout/complete/'));
  await main.getByRole('heading', { level: 1, name: CONFIRMATION_HEADING }).waitFor();
}

/** Buys one course through the API with the sandbox card (for journeys about something else). */
/** Buys the course with the success card through the API; answers the payment's id. */
export async function buyByApi(baseUrl: string, token: string, courseId: string): Promise<string> {
  const payment = await postApi<{ id: string }>(
    baseUrl,
    'course/payment',
    { courseIds: [courseId], currency: 'USD' },
    token,
  );
  await postApi(
    baseUrl,
    `course/payment/${payment.id}/confirm`,
    { cardNumber: TEST_CARDS.succeeds, expiry: '12/34', cvc: '123' },
    token,
  );
  return payment.id;
}

/** The questions of the quiz or assessment form on the page ("Question 3 of 8 …" groups). */
export const questionGroups = (page: Page): Locator =>
  page.getByRole('main').getByRole('group', { name: /^Question \d+ of \d+/ });

export interface AskedQuestion {
  text: string;
  multiple: boolean;
  options: string[];
}

/** What one question asks, read from its legend and its options' labels. */
export async function readQuestion(group: Locator): Promise<AskedQuestion> {
  const legend = (await group.locator('legend').textContent()) ?? '';
  const text = legend.replace(/^Question \d+ of \d+/, '').trim();
  const multiple = (await group.getByRole('checkbox').count()) > 0;
  const controls = group.getByRole(multiple ? 'checkbox' : 'radio');
  const options = await controls.evaluateAll((inputs) =>
    inputs.map((input) => (input as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? ''),
  );
  return { text, multiple, options };
}

/**
 * Answers every question on the page with the options `choose` picks (by their texts), checking the
 * marking a learner relies on: "Choose all that apply" on multiple choice. Answers the questions read.
 */
export async function answerQuestions(
  page: Page,
  choose: (question: AskedQuestion) => string[],
): Promise<AskedQuestion[]> {
  const groups = questionGroups(page);
  await groups.first().waitFor();
  const asked: AskedQuestion[] = [];
  for (const group of await groups.all()) {
    const question = await readQuestion(group);
    if (question.multiple) await group.getByText('Choose all that apply').waitFor();
    for (const option of choose(question)) {
      await group.getByRole(question.multiple ? 'checkbox' : 'radio', { name: option, exact: true }).check();
    }
    asked.push(question);
  }
  return asked;
}

/** A first, blind try: the first option everywhere (one option only, so a multiple-choice answer is wrong). */
export const firstOption = (question: AskedQuestion): string[] => question.options.slice(0, 1);

/**
 * A try that cannot pass where at least a third of the questions are multiple choice: every option of
 * those (each question has a wrong option, so ticking all is wrong), the first option of the rest.
 */
export const everyOptionOfMultiple = (question: AskedQuestion): string[] =>
  question.multiple ? question.options : question.options.slice(0, 1);

/** The options a review showed as correct for this question. */
export function correctChoice(correct: CorrectOptions) {
  return (question: AskedQuestion): string[] => {
    const texts = correct.get(question.text);
    if (!texts) throw new Error(`The review did not show the question "${question.text}"`);
    return texts;
  };
}

/**
 * Reads a review list (the quiz's "Your answers" or the final's "Questions and answers"): every
 * question's text with the texts of the options marked "Correct answer".
 */
export async function readCorrectOptions(page: Page, listName: string): Promise<CorrectOptions> {
  const list = page.getByRole('main').getByRole('list', { name: listName, exact: true });
  const items = list.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  await items.first().waitFor();
  const correct: CorrectOptions = new Map();
  for (const item of await items.all()) {
    const text = ((await item.getByRole('heading', { level: 3 }).textContent()) ?? '').trim();
    const options = item
      .getByRole('list', { name: /^Options of question/ })
      .getByRole('listitem')
      .filter({ hasText: 'Correct answer' });
    await expect(options, `the review shows the correct option of "${text}"`).not.toHaveCount(0);
    const texts = (await options.allTextContents()).map((option) =>
      option.replace(/(Correct answer|Your choice)+$/, '').trim(),
    );
    correct.set(text, texts);
  }
  return correct;
}

/**
 * The final's key as the course's author sees it in the console (through the admin API): question
 * text -> correct option texts. A learner's review withholds it until they pass or use every attempt.
 */
export async function authorsFinalKey(baseUrl: string, courseId: string): Promise<CorrectOptions> {
  const token = await adminToken(baseUrl);
  const questions = await adminApi<{ text: string; options: { text: string; isCorrect: boolean }[] }[]>(
    baseUrl,
    token,
    'GET',
    `courses/${courseId}/final-questions`,
  );
  return new Map(questions.map((q) => [q.text, q.options.filter((o) => o.isCorrect).map((o) => o.text)]));
}

/**
 * Reads a final review whose key is withheld: every question's text with "Correct" or "Wrong", and that
 * no option is marked as the correct answer and no explanation shows.
 */
export async function readMarksWithoutKey(page: Page): Promise<Map<string, 'Correct' | 'Wrong'>> {
  const main = page.getByRole('main');
  const list = main.getByRole('list', { name: 'Questions and answers', exact: true });
  const items = list.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  await items.first().waitFor();
  const marks = new Map<string, 'Correct' | 'Wrong'>();
  for (const item of await items.all()) {
    const text = ((await item.getByRole('heading', { level: 3 }).textContent()) ?? '').trim();
    // The mark is read once the item shows the learner's choice, i.e. once it is drawn.
    await expect(item.getByText('Your choice', { exact: true }), text).not.toHaveCount(0);
    const wrong = await item.getByText('Wrong', { exact: true }).count();
    marks.set(text, wrong > 0 ? 'Wrong' : 'Correct');
  }
  await expect(main.getByText('Correct answer', { exact: true })).toHaveCount(0);
  await expect(main.getByText('Explanation', { exact: true })).toHaveCount(0);
  return marks;
}

/** The result of a submitted quiz or attempt (its region), once it shows. */
export async function waitForResult(page: Page, name: RegExp | string): Promise<Locator> {
  const result = page.getByRole('main').getByRole('region', { name });
  await result.waitFor();
  return result;
}
