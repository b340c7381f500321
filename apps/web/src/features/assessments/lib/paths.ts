import type { LearningModule } from '@coursewise/contract';

const coursePath = (slug: string) => `/learn/${encodeURIComponent(slug)}`;

/** The player at one chapter. */
export const chapterPath = (slug: string, chapterId: string) =>
  `${coursePath(slug)}/chapters/${encodeURIComponent(chapterId)}`;

export const chapterQuizPath = (slug: string, chapterId: string) => `${chapterPath(slug, chapterId)}/quiz`;

export const finalPath = (slug: string) => `${coursePath(slug)}/final`;

/** The review of one final attempt, or of the latest when no attempt is named. */
export const finalReviewPath = (slug: string, attemptId?: string) =>
  `${finalPath(slug)}/review${attemptId ? `?attempt=${encodeURIComponent(attemptId)}` : ''}`;

/** The certificate's page (built by the certificates feature). */
export const certificatePath = (certificateId: string) =>
  `/certificates/${encodeURIComponent(certificateId)}`;

/** The chapter after `chapterId` in the whole course (across modules), or null after the last. */
export function nextChapterId(modules: readonly LearningModule[], chapterId: string): string | null {
  const chapters = modules.flatMap((module) => module.chapters);
  const index = chapters.findIndex((chapter) => chapter.id === chapterId);
  return index === -1 ? null : (chapters[index + 1]?.id ?? null);
}

/** Where a learner with chapters still to do should go: "continue" when it is unfinished, else the first unfinished. */
export function nextUnfinishedChapterId(
  modules: readonly LearningModule[],
  continueChapterId: string | null,
): string | null {
  const chapters = modules.flatMap((module) => module.chapters);
  const proposed = chapters.find((chapter) => chapter.id === continueChapterId);
  if (proposed && !proposed.completed) return proposed.id;
  return chapters.find((chapter) => !chapter.completed)?.id ?? null;
}
