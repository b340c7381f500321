import type { AdminQuestion, QuestionCreateBody, QuestionUpdateBody } from '@coursewise/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { adminApi, adminKeys, useAdminMutation } from '../../api/admin-api';
import { type QuestionSet, questionSetKey, questionSetPath } from './catalogue-paths';
import { COURSES } from './courses';
import { CHAPTERS } from './curriculum';

/** Questions with their key; a write also refreshes the outline's quiz counts and the pool size. */
export const QUESTIONS = 'questions';
const affected = [QUESTIONS, COURSES, CHAPTERS] as const;

/** A chapter's quiz or a course's final pool, in order. */
export function useQuestions(set: QuestionSet) {
  return useQuery({
    queryKey: adminKeys.list(QUESTIONS, { set: questionSetKey(set) }),
    queryFn: ({ signal }) => apiClient.get<AdminQuestion[]>(`admin/${questionSetPath(set)}`, { signal }),
  });
}

export function useCreateQuestion(set: QuestionSet) {
  return useAdminMutation<QuestionCreateBody, AdminQuestion>({
    mutationFn: (body) => adminApi.create<AdminQuestion>(questionSetPath(set), body),
    invalidates: affected,
    successMessage: 'Question added',
    silentError: true,
  });
}

export function useUpdateQuestion() {
  return useAdminMutation<{ id: string; body: QuestionUpdateBody }, AdminQuestion>({
    mutationFn: ({ id, body }) => adminApi.update<AdminQuestion>(QUESTIONS, id, body),
    invalidates: affected,
    successMessage: 'Question saved',
    silentError: true,
  });
}

export function useDeleteQuestion() {
  return useAdminMutation<string>({
    mutationFn: (id) => adminApi.remove(QUESTIONS, id),
    invalidates: affected,
    successMessage: 'Question deleted',
  });
}

/** PUT …/order: shown at once (the cached list is reordered), put back if the server refuses. */
export function useReorderQuestions(set: QuestionSet) {
  const queryClient = useQueryClient();
  const key = adminKeys.list(QUESTIONS, { set: questionSetKey(set) });
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
        return await adminApi.reorder(`${questionSetPath(set)}/order`, ids);
      } catch (error) {
        if (previous) queryClient.setQueryData(key, previous);
        throw error;
      }
    },
    invalidates: [QUESTIONS],
    successMessage: 'Order saved',
  });
}

/** POST …/import with the CSV as a multipart `file`: every row is added, or none (400 names the lines). */
export function useImportQuestions(set: QuestionSet) {
  return useAdminMutation<File, { imported: number }>({
    mutationFn: (file) => {
      const form = new FormData();
      form.append('file', file);
      return apiClient.post<{ imported: number }>(`admin/${questionSetPath(set)}/import`, form);
    },
    invalidates: affected,
    successMessage: ({ imported }) => `${imported} ${imported === 1 ? 'question' : 'questions'} imported`,
    silentError: true,
  });
}
