/**
 * The catalogue's admin API paths (under /api/admin, ARCHITECTURE §4), in one place so the pages and
 * their tests agree. Reorder: `PUT <collection>/order` with `{ids}`.
 */
export const cataloguePaths = {
  courses: 'courses',
  course: (id: string) => `courses/${id}`,
  modules: (courseId: string) => `courses/${courseId}/modules`,
  moduleOrder: (courseId: string) => `courses/${courseId}/modules/order`,
  module: (id: string) => `modules/${id}`,
  chapters: (moduleId: string) => `modules/${moduleId}/chapters`,
  chapterOrder: (moduleId: string) => `modules/${moduleId}/chapters/order`,
  chapter: (id: string) => `chapters/${id}`,
  categories: 'categories',
  category: (id: string) => `categories/${id}`,
  question: (id: string) => `questions/${id}`,
  questionTemplate: 'questions/import-template',
} as const;

/** Where a set of questions lives: a chapter's quiz or a course's final pool. */
export type QuestionSet = { kind: 'chapter'; chapterId: string } | { kind: 'final'; courseId: string };

export function questionSetPath(set: QuestionSet): string {
  return set.kind === 'chapter'
    ? `chapters/${set.chapterId}/questions`
    : `courses/${set.courseId}/final-questions`;
}

/** A short, stable name of the set for query keys. */
export const questionSetKey = (set: QuestionSet): string =>
  set.kind === 'chapter' ? `chapter-${set.chapterId}` : `final-${set.courseId}`;
