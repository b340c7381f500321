import type { AppContext } from '../app-context.js';
import type { Executor } from '../db/executor.js';
import { listOutline } from '../modules/courses/chapters.service.js';
import { recordProgress } from '../modules/learning/chapter.service.js';
import { passFinal, quizOf, takeChapterQuiz } from './demo-answers.js';
import { DEMO_VIDEO_SECONDS } from './outline.js';

/**
 * The demo learner's study so far, so that "My learning" and the player are one click from the
 * README: one course half done and paused inside a video, one course finished with its final passed
 * and its certificate. A chapter with a quiz is completed by passing the quiz, as a learner does.
 */
export const DEMO_PROGRESS = {
  halfDone: 'modern-javascript-fundamentals',
  finished: 'ui-design-fundamentals',
} as const;

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;

type ProgressContext = Pick<AppContext, 'config' | 'storage' | 'effects' | 'dialect'>;

type Chapter = { id: string; type: 'video' | 'text'; durationMinutes: number };

async function chaptersOf(db: Executor, courseId: string): Promise<Chapter[]> {
  return (await listOutline(db, { courseId })).flatMap((module) => module.chapters);
}

/**
 * Half of the chapters done, read in order over the last 18 days (quiz chapters by passing their quiz;
 * the last of them failed once first and retaken twenty minutes later); the learner then stopped 40%
 * into the first video at or after the halfway mark (visited yesterday), which is where "continue" leads.
 */
async function seedHalfDone(
  db: Executor,
  ctx: ProgressContext,
  userId: string,
  courseId: string,
  now: number,
): Promise<void> {
  const chapters = await chaptersOf(db, courseId);
  const half = Math.floor(chapters.length / 2);
  const videoIndex = chapters.findIndex((c, i) => i >= half - 1 && c.type === 'video');
  const current = videoIndex >= 0 ? videoIndex : Math.max(0, half - 1);
  const done = chapters.filter((_, i) => i !== current).slice(0, half);
  const quizzes = new Map<string, Awaited<ReturnType<typeof quizOf>>>();
  for (const chapter of done) quizzes.set(chapter.id, await quizOf(db, chapter.id));
  const retaken = done.filter((c) => (quizzes.get(c.id)?.length ?? 0) > 0).at(-1);
  for (const [i, chapter] of done.entries()) {
    const time = now - (18 - (i * 15) / Math.max(1, done.length)) * DAY;
    const at = new Date(time).toISOString();
    const questions = quizzes.get(chapter.id) ?? [];
    if (questions.length === 0) {
      await recordProgress(db, { userId, chapterId: chapter.id, courseId, completed: true, at });
      continue;
    }
    const attempt = { userId, chapterId: chapter.id, questions };
    if (chapter === retaken) {
      const failedAt = new Date(time - 20 * MINUTE).toISOString();
      await takeChapterQuiz(db, ctx, { ...attempt, pass: false, at: failedAt });
    }
    await takeChapterQuiz(db, ctx, { ...attempt, pass: true, at });
  }
  const paused = chapters[current];
  if (!paused) return;
  await recordProgress(db, {
    userId,
    chapterId: paused.id,
    courseId,
    positionSeconds: Math.round(DEMO_VIDEO_SECONDS * 0.4),
    at: new Date(now - DAY - 3 * HOUR).toISOString(),
  });
}

/**
 * Every chapter done, in order, over the days after the purchase, ending two days ago (a quiz chapter
 * watched or read, then its quiz passed ten minutes later); the final passed half an hour after the
 * last chapter, which issues the course's certificate.
 */
async function seedFinished(
  db: Executor,
  ctx: ProgressContext,
  userId: string,
  courseId: string,
  now: number,
): Promise<void> {
  const chapters = await chaptersOf(db, courseId);
  for (const [i, chapter] of chapters.entries()) {
    const time = now - (5.5 - (i * 3.5) / Math.max(1, chapters.length - 1)) * DAY;
    const at = new Date(time).toISOString();
    // Watched to the end of the clip every video chapter plays.
    const positionSeconds = chapter.type === 'video' ? DEMO_VIDEO_SECONDS : 0;
    const questions = await quizOf(db, chapter.id);
    if (questions.length === 0) {
      await recordProgress(db, {
        userId,
        chapterId: chapter.id,
        courseId,
        completed: true,
        positionSeconds,
        at,
      });
      continue;
    }
    const visitedAt = new Date(time - 10 * MINUTE).toISOString();
    await recordProgress(db, { userId, chapterId: chapter.id, courseId, positionSeconds, at: visitedAt });
    await takeChapterQuiz(db, ctx, { userId, chapterId: chapter.id, questions, pass: true, at });
  }
  await passFinal(db, ctx, { userId, courseId, at: new Date(now - 2 * DAY + 30 * MINUTE).toISOString() });
}

/** Writes the demo learner's progress, quiz attempts and final in the two demo courses they own (ids by slug). */
export async function seedDemoProgress(
  db: Executor,
  ctx: ProgressContext,
  userId: string,
  courseIds: ReadonlyMap<string, string>,
  now = Date.now(),
): Promise<void> {
  const halfDone = courseIds.get(DEMO_PROGRESS.halfDone);
  if (halfDone) await seedHalfDone(db, ctx, userId, halfDone, now);
  const finished = courseIds.get(DEMO_PROGRESS.finished);
  if (finished) await seedFinished(db, ctx, userId, finished, now);
}
