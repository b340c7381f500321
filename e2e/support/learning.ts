import type { Locator, Page } from 'playwright-core';
import { DEMO_LEARNER, findCookie, submitSignIn, TOKEN_COOKIE, waitForPageAfterSignIn } from './app.js';
import type { Journey } from './browser.js';
import { getApiData } from './catalogue.js';
import { expect } from './expect.js';

/** The parts of GET learning/courses and course/purchase-details the journeys compare with the page. */
export interface Progress {
  completed: number;
  total: number;
  percent: number;
}

export interface LearningCourseAnswer {
  course: { id: string; slug: string; title: string };
  progress: Progress;
  lastChapterId: string | null;
  nextChapterId: string | null;
}

export interface OutlineChapter {
  id: string;
  title: string;
  type: 'video' | 'text';
  completed: boolean;
  positionSeconds: number;
}

export interface PurchasedCourseAnswer extends LearningCourseAnswer {
  modules: { title: string; chapters: OutlineChapter[] }[];
}

/** Signs the demo learner in from /signin and answers their token. */
export async function signInAsDemoLearner({ page, context }: Journey): Promise<string> {
  await page.goto('/signin');
  await submitSignIn(page, DEMO_LEARNER.email, DEMO_LEARNER.password);
  await waitForPageAfterSignIn(page);
  const token = (await findCookie(context, TOKEN_COOKIE))?.value;
  if (!token) throw new Error('The browser holds no sign-in token');
  return token;
}

export const learningCourses = (baseUrl: string, token: string) =>
  getApiData<{ items: LearningCourseAnswer[]; total: number }>(baseUrl, 'learning/courses', token);

export const purchasedCourse = (baseUrl: string, token: string, courseId: string) =>
  getApiData<PurchasedCourseAnswer>(baseUrl, `course/purchase-details/${courseId}`, token);

export const chaptersOf = (course: PurchasedCourseAnswer): OutlineChapter[] =>
  course.modules.flatMap((module) => module.chapters);

/** POST chapter/progress as the learner (to put things back as they were). */
export async function postProgress(
  baseUrl: string,
  token: string,
  body: { chapterId: string; completed?: boolean },
): Promise<void> {
  const response = await fetch(`${baseUrl}/api/chapter/progress`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-access-token': token },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`chapter/progress answered ${response.status}`);
}

export const playerPath = (slug: string, chapterId: string) => `/learn/${slug}/chapters/${chapterId}`;

/** The player's outline (the sidebar navigation). */
export const outlineNav = (page: Page): Locator =>
  page.getByRole('main').getByRole('navigation', { name: 'Course content' });

/** A chapter's link in the outline (its name starts with the title, then type, length, "Completed"). */
export const outlineLink = (page: Page, title: string): Locator =>
  outlineNav(page)
    .getByRole('link')
    .filter({ has: page.getByText(title, { exact: true }) });

/** Resolves once the player shows this chapter as its page heading. */
export async function waitForChapter(page: Page, title: string): Promise<void> {
  await page.getByRole('main').getByRole('heading', { level: 1, name: title }).waitFor();
}

/** The course progress bar at the top of the outline says `progress`. */
export async function expectOutlineProgress(page: Page, progress: Progress): Promise<void> {
  const bar = outlineNav(page).getByRole('progressbar', { name: 'Course progress' });
  await expect(bar).toHaveAttribute('aria-valuenow', String(progress.percent));
  await expect(outlineNav(page)).toContainText(`${progress.completed} of ${progress.total} chapters`);
}

export interface VideoState {
  readyState: number;
  currentTime: number;
  duration: number;
  paused: boolean;
}

export const videoState = (video: Locator): Promise<VideoState> =>
  video.evaluate((node: HTMLVideoElement) => ({
    readyState: node.readyState,
    currentTime: node.currentTime,
    duration: node.duration,
    paused: node.paused,
  }));

/** Sets the playhead and resolves once the browser has finished seeking there. */
export const seekVideo = (video: Locator, seconds: number): Promise<void> =>
  video.evaluate(
    (node: HTMLVideoElement, to) =>
      new Promise<void>((resolve) => {
        node.addEventListener('seeked', () => resolve(), { once: true });
        node.currentTime = to;
      }),
    seconds,
  );

/** Presses Tab until the focused element's accessible text is `name` (at most `limit` presses). */
export async function tabTo(page: Page, name: string, limit = 30): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (focused === name) return;
  }
  throw new Error(`"${name}" was not reached with Tab`);
}

/** Whether the focused element shows a focus ring (it matches :focus-visible and draws an outline). */
export const hasVisibleFocus = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return false;
    const style = getComputedStyle(element);
    return element.matches(':focus-visible') && style.outlineStyle !== 'none' && style.outlineWidth !== '0px';
  });
