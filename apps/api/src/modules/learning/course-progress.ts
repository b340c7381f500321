import type { CourseProgress } from '@coursewise/contract';

/** What the learning module knows of one chapter for one learner. */
export interface ChapterState {
  completed: boolean;
  positionSeconds: number;
  visitedAt: string | null;
  updatedAt: string;
}

/** A learner's standing in one course, from the course's chapters in reading order and their states. */
export interface CourseStanding {
  progress: CourseProgress;
  lastChapterId: string | null;
  nextChapterId: string | null;
  lastActivityAt: string | null;
}

export interface ProgressRow {
  chapterId: string;
  completedAt: string | null;
  positionSeconds: number;
  visitedAt: string | null;
  updatedAt: string;
}

export const toChapterState = (row: ProgressRow): ChapterState => ({
  completed: row.completedAt !== null,
  positionSeconds: row.positionSeconds,
  visitedAt: row.visitedAt,
  updatedAt: row.updatedAt,
});

/** Progress rows by chapter id. */
export const statesByChapter = (rows: ProgressRow[]): Map<string, ChapterState> =>
  new Map(rows.map((row) => [row.chapterId, toChapterState(row)]));

/** completed ÷ total, the percent rounded down (so 100% means every chapter is done). */
export function courseProgress(completed: number, total: number): CourseProgress {
  return { completed, total, percent: total === 0 ? 0 : Math.floor((completed * 100) / total) };
}

/**
 * The course's progress, the chapter visited last, where "continue" leads and the last activity.
 * Continue: the last chapter visited while it is unfinished; else the first unfinished chapter after
 * it, else the first unfinished one from the start; when all are done, the last visited (or the first).
 */
export function courseStanding(order: string[], states: Map<string, ChapterState>): CourseStanding {
  let lastChapterId: string | null = null;
  let lastVisit = '';
  let lastActivityAt: string | null = null;
  let completed = 0;
  for (const id of order) {
    const state = states.get(id);
    if (!state) continue;
    if (state.completed) completed += 1;
    if (state.visitedAt && state.visitedAt > lastVisit) {
      lastVisit = state.visitedAt;
      lastChapterId = id;
    }
    if (!lastActivityAt || state.updatedAt > lastActivityAt) lastActivityAt = state.updatedAt;
  }
  const isDone = (id: string) => states.get(id)?.completed === true;
  let nextChapterId: string | null = null;
  if (lastChapterId && !isDone(lastChapterId)) nextChapterId = lastChapterId;
  else {
    const after = lastChapterId ? order.slice(order.indexOf(lastChapterId) + 1) : [];
    nextChapterId =
      after.find((id) => !isDone(id)) ?? order.find((id) => !isDone(id)) ?? lastChapterId ?? order[0] ?? null;
  }
  return { progress: courseProgress(completed, order.length), lastChapterId, nextChapterId, lastActivityAt };
}
