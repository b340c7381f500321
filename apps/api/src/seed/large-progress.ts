import type { Insertable } from 'kysely';
import type { Database } from '../db/schema.js';

/** The benchmark seed's study progress: what learners did in the courses they bought. */

export interface PlannedChapter {
  id: string;
  type: 'video' | 'text';
  durationMinutes: number;
}

interface Random {
  next(): number;
  int(min: number, max: number): number;
}

interface BoughtCourse {
  userId: string;
  courseId: string;
  /** ISO time of the purchase; progress comes after it. */
  createdAt: string;
}

type ProgressRow = Insertable<Database['chapterProgress']>;

/**
 * For about two purchases in three: the first few chapters completed in order, and the next one
 * opened last with a video position part-way in, all between the purchase and now. The rest were
 * bought and never opened, as in any real catalogue.
 */
export function planProgress(
  purchases: BoughtCourse[],
  chaptersByCourse: ReadonlyMap<string, PlannedChapter[]>,
  rand: Random,
  now: number,
): ProgressRow[] {
  const rows: ProgressRow[] = [];
  for (const purchase of purchases) {
    const chapters = chaptersByCourse.get(purchase.courseId) ?? [];
    if (chapters.length === 0 || rand.next() < 0.35) continue;
    const boughtMs = Date.parse(purchase.createdAt);
    const completed = rand.int(0, chapters.length);
    const visits = Math.min(chapters.length, completed + 1);
    for (let i = 0; i < visits; i++) {
      const chapter = chapters[i];
      if (!chapter) continue;
      // Visits in reading order, spread between the purchase and now.
      const at = new Date(boughtMs + ((now - boughtMs) * (i + 1)) / (visits + 1)).toISOString();
      const isDone = i < completed;
      const length = chapter.durationMinutes * 60;
      rows.push({
        userId: purchase.userId,
        chapterId: chapter.id,
        courseId: purchase.courseId,
        completedAt: isDone ? at : null,
        positionSeconds: chapter.type !== 'video' ? 0 : isDone ? length : rand.int(0, length),
        visitedAt: at,
        updatedAt: at,
      });
    }
  }
  return rows;
}

/** The first learner who bought three or more courses and studied in them. */
export function sampleLearner(
  users: Insertable<Database['users']>[],
  purchases: Insertable<Database['purchases']>[],
  progress: Insertable<Database['chapterProgress']>[],
): string | null {
  const bought = new Map<string, number>();
  for (const p of purchases) bought.set(p.userId, (bought.get(p.userId) ?? 0) + 1);
  const studied = new Set(progress.map((row) => row.userId));
  return users.find((u) => (bought.get(u.id) ?? 0) >= 3 && studied.has(u.id))?.email ?? null;
}
