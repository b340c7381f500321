import { readFileSync } from 'node:fs';
import { describe, test } from 'vitest';
import { answerConsentBeforehand } from './support/app.js';
import {
  answerQuestions,
  authorsFinalKey,
  buyByApi,
  buyInBrowser,
  correctChoice,
  everyOptionOfMultiple,
  finalPath,
  firstOption,
  type QuizOutline,
  questionGroups,
  quizPath,
  readCorrectOptions,
  readMarksWithoutKey,
  waitForResult,
} from './support/assessments.js';
import { expectAccessible } from './support/axe.js';
import { hasChrome, useBrowser } from './support/browser.js';
import { getApiData } from './support/catalogue.js';
import { certificateStatus, holderActions } from './support/certificates.js';
import { expect } from './support/expect.js';
import { horizontalOverflow, PHONE } from './support/layout.js';
import { createLearner, signInAs } from './support/learner.js';
import { outlineLink, outlineNav, playerPath, postProgress, waitForChapter } from './support/learning.js';

/**
 * A demo course whose final assessment has no pool: every attempt asks the same questions (options
 * shuffled). So the review of a failed attempt says which answers were wrong but not the key (it would
 * answer the next attempt); the journey passes with the key read as the course's author, then the review
 * shows it.
 */
const COURSE_SLUG = 'designing-for-accessibility';
/** What a failed final's review says in place of the key. */
const KEY_WITHHELD =
  'The correct answers and their explanations are shown once you pass or have used every attempt.';

interface CourseAnswer {
  id: string;
  slug: string;
  title: string;
  price: number;
}

const course = (baseUrl: string) => getApiData<CourseAnswer>(baseUrl, `course/details?slug=${COURSE_SLUG}`);
const outlineOf = (baseUrl: string, token: string, courseId: string) =>
  getApiData<QuizOutline>(baseUrl, `course/purchase-details/${courseId}`, token);
const chaptersOf = (outline: QuizOutline) => outline.modules.flatMap((module) => module.chapters);

describe.skipIf(!hasChrome())('assessments', () => {
  const journey = useBrowser();

  test('buy → chapters and quizzes → fail the final, review, pass → certificate → PDF → public verification', {
    timeout: 240_000,
  }, async () => {
    const { page, context, baseUrl } = journey;
    const learner = await createLearner(baseUrl, 'assessed');
    const demo = await course(baseUrl);
    await answerConsentBeforehand(journey);
    await signInAs(page, learner);
    const main = page.getByRole('main');

    // Buy the course with the sandbox card.
    await buyInBrowser(page, demo);
    const bought = await outlineOf(baseUrl, learner.token, demo.id);
    const chapters = chaptersOf(bought);
    const quizChapters = chapters.filter((chapter) => chapter.quiz !== null);
    expect(quizChapters.length, 'the demo course has chapter quizzes').toBeGreaterThan(0);

    // The final assessment is locked and says what remains.
    await page.goto(finalPath(COURSE_SLUG));
    await main.getByRole('heading', { name: 'The final assessment is locked' }).waitFor();
    await expect(main).toContainText(`Complete ${chapters.length} more chapters to unlock it.`);
    await expect(outlineLink(page, 'Final assessment')).toContainText(
      `Locked · ${chapters.length} chapters to go`,
    );
    await expectAccessible(page, 'the locked final assessment');

    // Chapters without a quiz: completed through the API to keep the journey short.
    for (const chapter of chapters.filter((item) => item.quiz === null))
      await postProgress(baseUrl, learner.token, { chapterId: chapter.id, completed: true });

    // Chapters with a quiz: "Take the quiz" in the player, a blind try, the review, a retake that passes.
    let retakes = 0;
    // The quizzes look alike: each of their states is checked with axe once.
    const checkedStates = new Set<string>();
    const checkOnce = async (state: string) => {
      if (checkedStates.has(state)) return;
      checkedStates.add(state);
      await expectAccessible(page, state);
    };
    for (const chapter of quizChapters) {
      await page.goto(playerPath(COURSE_SLUG, chapter.id));
      await waitForChapter(page, chapter.title);
      await expect(main.getByRole('button', { name: 'Mark as complete' })).toHaveCount(0);
      await expect(outlineLink(page, chapter.title)).toContainText('Quiz');
      await checkOnce('the player on a chapter with a quiz');
      await main.getByRole('link', { name: 'Take the quiz' }).click();
      await page.waitForURL(`**${quizPath(COURSE_SLUG, chapter.id)}`);
      await main.getByRole('heading', { level: 1, name: `Quiz: ${chapter.title}` }).waitFor();
      const questionCount = chapter.quiz?.questionCount;
      if (questionCount === undefined) throw new Error(`${chapter.title} has no quiz`);
      await expect(questionGroups(page)).toHaveCount(questionCount);
      await checkOnce('a chapter quiz');

      await answerQuestions(page, firstOption);
      await main.getByRole('button', { name: 'Submit answers' }).click();
      let result = await waitForResult(page, 'Your result');
      // A blind try may pass; when it does not, the review says what was right, and a retake passes.
      if ((await result.textContent())?.includes('Not passed')) {
        retakes += 1;
        const correct = await readCorrectOptions(page, 'Your answers');
        await checkOnce('a failed quiz with its review');
        await result.getByRole('button', { name: 'Retake' }).click();
        await answerQuestions(page, correctChoice(correct));
        await main.getByRole('button', { name: 'Submit answers' }).click();
        result = await waitForResult(page, 'Your result');
        await expect(result).toContainText('100%');
      }
      await expect(result).toContainText('Passed');
      // The outline ticks the chapter without a reload.
      await expect(outlineLink(page, chapter.title)).toContainText('Completed');
      await checkOnce('a passed quiz');
    }
    expect(retakes, 'at least one quiz went through review and retake').toBeGreaterThan(0);
    const done = await outlineOf(baseUrl, learner.token, demo.id);
    expect(done.progress.percent).toBe(100);
    expect(done.finalAssessment.status).toBe('open');

    // The final assessment, from the outline: open, with its attempts.
    await outlineLink(page, 'Final assessment').click();
    await page.waitForURL(`**${finalPath(COURSE_SLUG)}`);
    await main.getByText(`Attempt 1 of ${done.finalAssessment.attemptsAllowed}`, { exact: false }).waitFor();
    await expectAccessible(page, 'the final assessment');

    // First attempt, failed on purpose: every option of the multiple-choice questions (4 of this course's
    // 10) is wrong, so at most 60% against a 70% pass mark.
    const firstAsked = await answerQuestions(page, everyOptionOfMultiple);
    expect(firstAsked.length).toBeGreaterThanOrEqual(10);
    expect(firstAsked.filter((q) => q.multiple).length).toBeGreaterThanOrEqual(4);
    await main.getByRole('button', { name: 'Submit the assessment' }).click();
    const failed = await waitForResult(page, 'Your result: attempt 1');
    await expect(failed).toContainText('Not passed');
    await expect(failed).toContainText(`You have ${done.finalAssessment.attemptsAllowed - 1} attempts left.`);
    await expect(failed).toContainText('The review shows which of your answers were wrong');
    await expectAccessible(page, 'a failed final attempt');

    // Its review: every question right or wrong with the choices, but not the key while attempts remain.
    await failed.getByRole('link', { name: 'Review your answers' }).click();
    await page.waitForURL((url) => url.pathname === `${finalPath(COURSE_SLUG)}/review`);
    await main.getByRole('heading', { level: 2, name: 'Attempt 1' }).waitFor();
    await main.getByText(KEY_WITHHELD).waitFor();
    const marks = await readMarksWithoutKey(page);
    expect([...marks.keys()].sort()).toEqual(firstAsked.map((question) => question.text).sort());
    const multiple = firstAsked.filter((question) => question.multiple).map((question) => question.text);
    for (const text of multiple) expect(marks.get(text), text).toBe('Wrong');
    await expect(outlineLink(page, 'Final assessment')).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page, 'the review of a failed final attempt, key withheld');

    // Second attempt: the same questions, answered with the author's key.
    const key = await authorsFinalKey(baseUrl, demo.id);
    await main.getByRole('link', { name: 'Final assessment', exact: true }).click();
    await main.getByText(`Attempt 2 of ${done.finalAssessment.attemptsAllowed}`, { exact: false }).waitFor();
    await answerQuestions(page, correctChoice(key));
    await main.getByRole('button', { name: 'Submit the assessment' }).click();
    const passed = await waitForResult(page, 'Your result: attempt 2');
    await expect(passed).toContainText('100%');
    await expect(passed).toContainText('Passed');
    await passed.getByText('Congratulations!').waitFor();
    await expectAccessible(page, 'a passed final attempt');

    // The certificate page, its PDF.
    await passed.getByRole('link', { name: 'View your certificate' }).click();
    await page.waitForURL(/\/certificates\/[^/]+$/);
    const certificatePath = new URL(page.url()).pathname;
    await certificateStatus(page, 'Valid certificate').waitFor();
    await expect(main).toContainText(learner.name);
    await expect(main).toContainText(demo.title);
    await expectAccessible(page, 'the certificate page, as its holder');
    // The link downloads the file.
    const pdfLink = holderActions(page).getByRole('link', { name: 'Download PDF' });
    const [download] = await Promise.all([page.waitForEvent('download'), pdfLink.click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const pdfPath = await download.path();
    expect(readFileSync(pdfPath).subarray(0, 5).toString()).toBe('%PDF-');

    // The public verification page, in a fresh browser without a session.
    const browser = context.browser();
    if (!browser) throw new Error('The journey has no browser');
    const stranger = await browser.newContext({ baseURL: baseUrl });
    try {
      const visitor = await stranger.newPage();
      await visitor.goto(certificatePath);
      await certificateStatus(visitor, 'Valid certificate').waitFor();
      const publicMain = visitor.getByRole('main');
      await expect(publicMain).toContainText(learner.name);
      await expect(publicMain).toContainText(demo.title);
      await expect(holderActions(visitor)).toHaveCount(0);
      await expectAccessible(visitor, 'the certificate page, signed out');
    } finally {
      await stranger.close();
    }

    // Passed: the review now shows the key and why.
    await page.goto(`${finalPath(COURSE_SLUG)}/review`);
    await main.getByRole('heading', { level: 2, name: 'Attempt 2' }).waitFor();
    const shown = await readCorrectOptions(page, 'Questions and answers');
    expect([...shown.keys()].sort()).toEqual(firstAsked.map((question) => question.text).sort());
    for (const [text, options] of shown)
      expect([...options].sort(), text).toEqual([...(key.get(text) ?? [])].sort());
    await expect(main.getByText('Explanation', { exact: true })).toHaveCount(firstAsked.length);
    await expect(main.getByText(KEY_WITHHELD)).toHaveCount(0);
    await expectAccessible(page, 'the review of a passed final attempt');
  });

  test('on a phone the quiz fits the screen: no sideways scroll', { timeout: 90_000 }, async () => {
    const { page, baseUrl } = journey;
    const learner = await createLearner(baseUrl, 'quiz-phone');
    const demo = await course(baseUrl);
    await buyByApi(baseUrl, learner.token, demo.id);
    const chapter = chaptersOf(await outlineOf(baseUrl, learner.token, demo.id)).find(
      (item) => item.quiz !== null,
    );
    if (!chapter) throw new Error('The demo course has no chapter quiz');
    await answerConsentBeforehand(journey);
    await signInAs(page, learner);
    // Signed in on a wide screen (the account menu shows there), then a phone.
    await page.setViewportSize(PHONE);
    const main = page.getByRole('main');

    await page.goto(quizPath(COURSE_SLUG, chapter.id));
    await main.getByRole('heading', { level: 1, name: `Quiz: ${chapter.title}` }).waitFor();
    await expect(outlineNav(page), 'the outline is folded away on a phone').toHaveCount(0);
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'a chapter quiz on a phone');

    // Keyboard: Space chooses a single-choice option and the arrow keys move the choice.
    const single = questionGroups(page)
      .filter({ has: page.getByRole('radio') })
      .first();
    const radios = single.getByRole('radio');
    await radios.first().focus();
    await page.keyboard.press('Space');
    await expect(radios.first()).toBeChecked();
    await page.keyboard.press('ArrowDown');
    await expect(radios.nth(1)).toBeChecked();
    await expect(radios.first()).not.toBeChecked();

    await answerQuestions(page, firstOption);
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await main.getByRole('button', { name: 'Submit answers' }).click();
    await waitForResult(page, 'Your result');
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'a quiz result on a phone');
  });
});
