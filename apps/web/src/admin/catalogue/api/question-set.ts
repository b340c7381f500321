import type { QuestionCreateBody } from '@coursewise/contract';
import { adminQuestionRoutes } from '@coursewise/contract/routes';
import { call } from '../../../lib/api-client';
import { adminRead } from '../../api/admin-api';

/** Where a set of questions lives: a chapter's quiz or a course's final pool. */
export type QuestionSet = { kind: 'chapter'; chapterId: string } | { kind: 'final'; courseId: string };

/** The set's questions in order: the read (key and fetcher) of its list operation. */
export function questionsRead(set: QuestionSet) {
  return set.kind === 'chapter'
    ? adminRead(adminQuestionRoutes.adminListChapterQuestions, { params: { id: set.chapterId } })
    : adminRead(adminQuestionRoutes.adminListFinalQuestions, { params: { id: set.courseId } });
}

/** The resource whose queries hold the set's list: a chapter's or a course's. */
export const questionsResource = (set: QuestionSet) => (set.kind === 'chapter' ? 'chapters' : 'courses');

/** The operations that add to, reorder and import into one set. */
export const questionSetApi = {
  create: (set: QuestionSet, body: QuestionCreateBody) =>
    set.kind === 'chapter'
      ? call(adminQuestionRoutes.adminCreateChapterQuestion, { params: { id: set.chapterId }, body })
      : call(adminQuestionRoutes.adminCreateFinalQuestion, { params: { id: set.courseId }, body }),
  reorder: (set: QuestionSet, ids: string[]) =>
    set.kind === 'chapter'
      ? call(adminQuestionRoutes.adminReorderChapterQuestions, {
          params: { id: set.chapterId },
          body: { ids },
        })
      : call(adminQuestionRoutes.adminReorderFinalQuestions, { params: { id: set.courseId }, body: { ids } }),
  import: (set: QuestionSet, form: FormData) =>
    set.kind === 'chapter'
      ? call(adminQuestionRoutes.adminImportChapterQuestions, { params: { id: set.chapterId }, body: form })
      : call(adminQuestionRoutes.adminImportFinalQuestions, { params: { id: set.courseId }, body: form }),
};
