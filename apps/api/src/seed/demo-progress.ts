import type { Executor } from '../db/executor.js';
import { listOutline } from '../modules/courses/chapters.service.js';
import { recordProgress } from '../modules/learning/chapter.service.js';

/**
 * The demo learner's study so far, so that "My learning" and the player are one click from the
 * README: one course half done and paused inside a video, one course finished.
 */
export const DEMO_PROGRESS = {
  halfDone: 'modern-javascript-fundamentals',
  finished: 'ui-design-fundamentals',
} as const;

const DAY = 86_400_000;
const HOUR = 3_600_000;

type Chapter = { id: string; type: 'video' | 'text'; durationMinutes: number };

async function chaptersOf(db: Executor, courseId: string): Promise<Chapter[]> {
  return (await listOutline(db, { courseId })).flatMap((module) => module.chapters);
}

/**
 * Half of the chapters done, read in order over the last 18 days; the learner then stopped 40% into
 * the first video at or after the halfway mark (visited yesterday), which is where "continue" leads.
 */
async function seedHalfDone(db: Executor, userId: string, courseId: string, now: number): Promise<void> {
  const chapters = await chaptersOf(db, courseId);
  const half = Math.floor(chapters.length / 2);
  const videoIndex = chapters.findIndex((c, i) => i >= half - 1 && c.type === 'video');
  const current = videoIndex >= 0 ? videoIndex : Math.max(0, half - 1);
  const done = chapters.filter((_, i) => i !== current).slice(0, half);
  for (const [i, chapter] of done.entries()) {
    const at = new Date(now - (18 - (i * 15) / Math.max(1, done.length)) * DAY).toISOString();
    await recordProgress(db, { userId, chapterId: chapter.id, courseId, completed: true, at });
  }
  const paused = chapters[current];
  if (!paused) return;
  await recordProgress(db, {
    userId,
    chapterId: paused.id,
    courseId,
    positionSeconds: Math.round(paused.durationMinutes * 60 * 0.4),
    at: new Date(now - DAY - 3 * HOUR).toISOString(),
  });
}

/** Every chapter done, in order, over the days after the purchase, ending two days ago. */
async function seedFinished(db: Executor, userId: string, courseId: string, now: number): Promise<void> {
  const chapters = await chaptersOf(db, courseId);
  for (const [i, chapter] of chapters.entries()) {
    const at = new Date(now - (5.5 - (i * 3.5) / Math.max(1, chapters.length - 1)) * DAY).toISOString();
    const positionSeconds = chapter.type === 'video' ? chapter.durationMinutes * 60 : 0;
    await recordProgress(db, {
      userId,
      chapterId: chapter.id,
      courseId,
      completed: true,
      positionSeconds,
      at,
    });
  }
}

/** Writes the demo learner's progress in the two demo courses they own (ids by slug). */
export async function seedDemoProgress(
  db: Executor,
  userId: string,
  courseIds: ReadonlyMap<string, string>,
  now = Date.now(),
): Promise<void> {
  const halfDone = courseIds.get(DEMO_PROGRESS.halfDone);
  if (halfDone) await seedHalfDone(db, userId, halfDone, now);
  const finished = courseIds.get(DEMO_PROGRESS.finished);
  if (finished) await seedFinished(db, userId, finished, now);
}
