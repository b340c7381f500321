import type { ChapterContent, ChapterProgress, ChapterProgressBody } from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import { type Executor, inTransaction } from '../../db/executor.js';
import { forbidden, notFound, unauthorized } from '../../lib/app-error.js';
import { nowIso } from '../../lib/clock.js';
import { isAdmin } from '../account/account.service.js';
import { listCaptions } from '../courses/chapter-captions.service.js';
import { type ChapterRecord, chapterOrder, countChapters, findChapter } from '../courses/chapters.service.js';
import { hasPurchased } from '../purchases/purchases.service.js';
import { chapterVideoOf } from '../video/video.service.js';
import * as counts from './completed-chapters.repository.js';
import { courseProgress } from './course-progress.js';
import * as repo from './learning.repository.js';
import { NOT_BOUGHT } from './learning.service.js';

/** A chapter's content for the player, and the progress a learner records in it. */

const CHAPTER_MISSING = 'This chapter does not exist';

/**
 * A chapter's content: anyone may open a preview chapter; the rest needs a purchase of its course.
 * Its video and captions come as short-lived signed links; its owner also gets their progress.
 */
export async function getChapter(
  ctx: Pick<AppContext, 'db' | 'mediaLinks' | 'hlsLinks'>,
  chapterId: string,
  userId: string | null,
): Promise<ChapterContent> {
  const chapter = await findChapter(ctx.db, chapterId);
  if (!chapter) throw notFound(CHAPTER_MISSING);
  const isOwner = userId !== null && (await hasPurchased(ctx.db, userId, chapter.courseId));
  // An admin previews any chapter as a learner would see it, without buying (no progress is kept).
  const isAdminPreview = !isOwner && userId !== null && (await isAdmin(ctx.db, userId));
  // An unpublished course is its owners' only (unpublishing stops sales); to anyone else it is gone.
  if (!chapter.coursePublished && !isOwner && !isAdminPreview) throw notFound(CHAPTER_MISSING);
  if (!chapter.isPreview && !isOwner && !isAdminPreview) {
    if (!userId) throw unauthorized('Sign in and buy this course to open this chapter');
    throw forbidden('Buy this course to open this chapter');
  }
  const [orders, progress, tracks] = await Promise.all([
    chapterOrder(ctx.db, [chapter.courseId]),
    isOwner && userId ? repo.findProgress(ctx.db, userId, chapterId) : Promise.resolve(undefined),
    chapter.videoKey ? listCaptions(ctx.db, [chapter.id]) : Promise.resolve([]),
  ]);
  const captions = tracks.map((track) => ({
    language: track.language,
    label: track.label,
    url: ctx.mediaLinks.url(track.storageKey),
  }));
  const video = chapter.videoKey ? await chapterVideoOf(ctx, chapter.videoKey, captions) : null;
  const order = orders.get(chapter.courseId) ?? [];
  const index = order.indexOf(chapter.id);
  const content: ChapterContent = {
    id: chapter.id,
    courseId: chapter.courseId,
    moduleId: chapter.moduleId,
    title: chapter.title,
    type: chapter.type,
    content: chapter.content,
    videoUrl: chapter.videoKey ? ctx.mediaLinks.url(chapter.videoKey) : null,
    captionsUrl: chapter.videoKey && chapter.captionsKey ? ctx.mediaLinks.url(chapter.captionsKey) : null,
    captions,
    video,
    durationMinutes: chapter.durationMinutes,
    isPreview: chapter.isPreview,
    position: chapter.position,
    previousChapterId: index > 0 ? (order[index - 1] ?? null) : null,
    nextChapterId: index >= 0 ? (order[index + 1] ?? null) : null,
  };
  if (isOwner) {
    content.progress = {
      completed: Boolean(progress?.completedAt),
      positionSeconds: progress?.positionSeconds ?? 0,
    };
  }
  return content;
}

export interface ProgressEntry {
  userId: string;
  chapterId: string;
  courseId: string;
  completed?: boolean;
  positionSeconds?: number;
  /** When it happened (the demo seed writes a past); now by default. */
  at?: string;
}

/**
 * Writes a learner's progress in a chapter without checking ownership or length (the callers do:
 * `saveChapterProgress`, and the demo seed with its own past dates). The position only moves forward;
 * the learner's completed-chapter count in the course is recounted in the same transaction.
 */
export async function recordProgress(
  db: Executor,
  entry: ProgressEntry,
): Promise<{ completed: boolean; positionSeconds: number }> {
  const at = entry.at ?? nowIso();
  return inTransaction(db, async (trx) => {
    // The course's count first: it orders this learner's concurrent writes in the course.
    await counts.holdLearnerRow(trx, entry.userId, entry.courseId, at);
    const row = await repo.upsertProgress(trx, {
      userId: entry.userId,
      chapterId: entry.chapterId,
      courseId: entry.courseId,
      positionSeconds: entry.positionSeconds ?? 0,
      completion: entry.completed === undefined ? 'keep' : entry.completed ? 'set' : 'clear',
      at,
    });
    await counts.recountLearner(trx, entry.userId, entry.courseId);
    return { completed: row.completedAt !== null, positionSeconds: row.positionSeconds };
  });
}

/**
 * The chapter whose progress the learner records: 404 when unknown, 403 unless they own its course
 * (404 when that course is unpublished, which is then its owners' only).
 */
export async function ownedChapter(db: Executor, userId: string, chapterId: string): Promise<ChapterRecord> {
  const chapter = await findChapter(db, chapterId);
  if (!chapter) throw notFound(CHAPTER_MISSING);
  if (!(await hasPurchased(db, userId, chapter.courseId))) {
    throw chapter.coursePublished ? forbidden(NOT_BOUGHT) : notFound(CHAPTER_MISSING);
  }
  return chapter;
}

/**
 * Records the visit, the furthest position (capped at the chapter's length) and completion in a chapter
 * found by `ownedChapter`; answers the chapter's state and the course's progress. Whether completion may
 * be marked by hand (not for a chapter with a quiz) is the study module's rule, checked before this.
 */
export async function saveChapterProgress(
  db: Executor,
  userId: string,
  chapter: ChapterRecord,
  body: Omit<ChapterProgressBody, 'chapterId'>,
): Promise<ChapterProgress> {
  const cap = chapter.durationMinutes * 60;
  const state = await recordProgress(db, {
    userId,
    chapterId: chapter.id,
    courseId: chapter.courseId,
    completed: body.completed,
    positionSeconds: Math.min(body.positionSeconds ?? 0, cap),
  });
  const [completed, total] = await Promise.all([
    repo.countCompleted(db, userId, chapter.courseId),
    countChapters(db, chapter.courseId),
  ]);
  return { chapterId: chapter.id, ...state, courseProgress: courseProgress(Number(completed.count), total) };
}

/**
 * Marks a chapter completed because its quiz was passed (the assessments module calls this in the
 * attempt's transaction). Keeps the first completion time, and the position.
 */
export async function completeChapterByQuiz(
  db: Executor,
  entry: { userId: string; chapterId: string; courseId: string; at?: string },
): Promise<void> {
  await recordProgress(db, { ...entry, completed: true });
}

/** Whether the learner has completed the chapter. */
export async function isChapterCompleted(db: Executor, userId: string, chapterId: string): Promise<boolean> {
  return Boolean((await repo.findProgress(db, userId, chapterId))?.completedAt);
}

/** How many chapters of the course the learner has not completed yet (the final opens at 0). */
export async function countRemainingChapters(
  db: Executor,
  userId: string,
  courseId: string,
): Promise<number> {
  const [completed, total] = await Promise.all([
    repo.countCompleted(db, userId, courseId),
    countChapters(db, courseId),
  ]);
  return Math.max(0, total - Number(completed.count));
}
