import type { AdminQuestion, QuestionCreateBody, QuestionUpdateBody } from '@coursewise/contract';
import { adminQuestionRoutes } from '@coursewise/contract/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { type AdminResource, useAdminMutation } from '../../api/admin-api';
import { type QuestionSet, questionSetApi, questionsRead, questionsResource } from './question-set';

/**
 * A write refreshes the questions, the set's list (under its chapter or course), the outline's quiz
 * counts and the pool size.
 */
const affected: readonly AdminResource[] = ['questions', 'courses', 'chapters'];

/** A chapter's quiz or a course's final pool, in order. */
export function useQuestions(set: QuestionSet) {
  return useQuery(questionsRead(set));
}

export function useCreateQuestion(set: QuestionSet) {
  return useAdminMutation<QuestionCreateBody, AdminQuestion>({
    mutationFn: (body) => questionSetApi.create(set, body),
    invalidates: affected,
    successMessage: 'Question added',
    silentError: true,
  });
}

export function useUpdateQuestion() {
  return useAdminMutation<{ id: string; body: QuestionUpdateBody }, AdminQuestion>({
    mutationFn: ({ id, body }) => call(adminQuestionRoutes.adminUpdateQuestion, { params: { id }, body }),
    invalidates: affected,
    successMessage: 'Question saved',
    silentError: true,
  });
}

export function useDeleteQuestion() {
  return useAdminMutation<string>({
    mutationFn: (id) => call(adminQuestionRoutes.adminDeleteQuestion, { params: { id } }),
    invalidates: affected,
    successMessage: 'Question deleted',
  });
}

/** PUT …/order: shown at once (the cached list is reordered), put back if the server refuses. */
export function useReorderQuestions(set: QuestionSet) {
  const queryClient = useQueryClient();
  const key = questionsRead(set).queryKey;
  return useAdminMutation<string[]>({
    mutationFn: async (ids) => {
      const previous = queryClient.getQueryData<AdminQuestion[]>(key);
      if (previous) {
        const reordered = ids.map((id) => previous.find((question) => question.id === id));
        queryClient.setQueryData(
          key,
          reordered.filter((question): question is AdminQuestion => question !== undefined),
        );
      }
      try {
        return await questionSetApi.reorder(set, ids);
      } catch (error) {
        if (previous) queryClient.setQueryData(key, previous);
        throw error;
      }
    },
    invalidates: [questionsResource(set)],
    successMessage: 'Order saved',
  });
}

/** POST …/import with the CSV as a multipart `file`: every row is added, or none (400 names the lines). */
export function useImportQuestions(set: QuestionSet) {
  return useAdminMutation<File, { imported: number }>({
    mutationFn: (file) => {
      const form = new FormData();
      form.append('file', file);
      return questionSetApi.import(set, form);
    },
    invalidates: affected,
    successMessage: ({ imported }) => `${imported} ${imported === 1 ? 'question' : 'questions'} imported`,
    silentError: true,
  });
}
