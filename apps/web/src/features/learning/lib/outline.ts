import type { LearningChapter, LearningModule } from '@coursewise/contract';

export interface ChapterPlace {
  module: LearningModule;
  chapter: LearningChapter;
}

/** Where a chapter sits in the learner's outline; null when it is not part of this course. */
export function findChapter(modules: LearningModule[], chapterId: string): ChapterPlace | null {
  for (const module of modules) {
    const chapter = module.chapters.find((candidate) => candidate.id === chapterId);
    if (chapter) return { module, chapter };
  }
  return null;
}

/** A chapter's title by id, for the Previous / Next buttons. */
export function chapterTitle(modules: LearningModule[], chapterId: string | null): string | null {
  if (chapterId === null) return null;
  return findChapter(modules, chapterId)?.chapter.title ?? null;
}
