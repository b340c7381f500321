/** Where a set of questions lives: a chapter's quiz or a course's final pool. */
export type QuestionSet = { kind: 'chapter'; chapterId: string } | { kind: 'final'; courseId: string };

/** The resource whose queries hold the set's list: a chapter's or a course's. */
export const questionsResource = (set: QuestionSet) => (set.kind === 'chapter' ? 'chapters' : 'courses');
