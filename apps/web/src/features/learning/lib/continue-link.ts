import type { LearningCourse } from '@coursewise/contract';

export type ContinueAction = 'Start' | 'Continue' | 'Open';

/**
 * What the card's button says: nothing opened yet, under way, or every chapter done ("Open", not
 * "Review": that word belongs to the rating form and the final's answers).
 */
export function continueAction({ progress, lastChapterId }: LearningCourse): ContinueAction {
  if (progress.total > 0 && progress.completed >= progress.total) return 'Open';
  if (lastChapterId === null && progress.completed === 0) return 'Start';
  return 'Continue';
}

/** The player at the chapter to go on with, or the course's player entry when it has none. */
export function continuePath({
  course,
  nextChapterId,
}: Pick<LearningCourse, 'course' | 'nextChapterId'>): string {
  const base = `/learn/${encodeURIComponent(course.slug)}`;
  return nextChapterId ? `${base}/chapters/${encodeURIComponent(nextChapterId)}` : base;
}

/** The player's address for one chapter. */
export function chapterPath(slug: string, chapterId: string): string {
  return `/learn/${encodeURIComponent(slug)}/chapters/${encodeURIComponent(chapterId)}`;
}

/** A chapter's quiz (a page of the assessments feature, inside the player). */
export function chapterQuizPath(slug: string, chapterId: string): string {
  return `${chapterPath(slug, chapterId)}/quiz`;
}

/** The course's final assessment (a page of the assessments feature, inside the player). */
export function finalAssessmentPath(slug: string): string {
  return `/learn/${encodeURIComponent(slug)}/final`;
}
