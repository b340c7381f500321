import type { AdminQuestion, QuestionCreateBody, QuestionUpdateBody } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminResource, useAdminMutation } from '../../api/admin-api';
import { useEditorApi } from './editor-context';
import { type QuestionSet, questionsResource } from './question-set';

/**
 * A write refreshes the questions, the set's list (under its chapter or course), the outline's quiz
 * counts and the pool size.
 */
const affected: readonly AdminResource[] = ['questions', 'courses', 'chapters'];

/** A chapter's quiz or a course's final pool, in order. */
export function useQuestions(set: QuestionSet) {
  const api = useEditorApi();
  return useQuery(api.listQuestions(set));
}

export function useCreateQuestion(set: QuestionSet) {
  const { _ } = useLingui();
  const api = useEditorApi();
  return useAdminMutation<QuestionCreateBody, AdminQuestion>({
    mutationFn: (body) => api.createQuestion(set, body),
    invalidates: affected,
    successMessage: _('editor.toast.questionAdded'),
    silentError: true,
  });
}

export function useUpdateQuestion() {
  const { _ } = useLingui();
  const api = useEditorApi();
  return useAdminMutation<{ id: string; body: QuestionUpdateBody }, AdminQuestion>({
    mutationFn: ({ id, body }) => api.updateQuestion(id, body),
    invalidates: affected,
    successMessage: _('editor.toast.questionSaved'),
    silentError: true,
  });
}

export function useDeleteQuestion() {
  const { _ } = useLingui();
  const api = useEditorApi();
  return useAdminMutation<string>({
    mutationFn: (id) => api.deleteQuestion(id),
    invalidates: affected,
    successMessage: _('editor.toast.questionDeleted'),
  });
}

/** PUT …/order: shown at once (the cached list is reordered), put back if the server refuses. */
export function useReorderQuestions(set: QuestionSet) {
  const { _ } = useLingui();
  const api = useEditorApi();
  const queryClient = useQueryClient();
  const key = api.listQuestions(set).queryKey;
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
        return await api.reorderQuestions(set, ids);
      } catch (error) {
        if (previous) queryClient.setQueryData(key, previous);
        throw error;
      }
    },
    invalidates: [questionsResource(set)],
    successMessage: _('editor.toast.orderSaved'),
  });
}

/** POST …/import with the CSV as a multipart `file`: every row is added, or none (400 names the lines). */
export function useImportQuestions(set: QuestionSet) {
  const { _ } = useLingui();
  const api = useEditorApi();
  return useAdminMutation<File, { imported: number }>({
    mutationFn: (file) => {
      const form = new FormData();
      form.append('file', file);
      return api.importQuestions(set, form);
    },
    invalidates: affected,
    successMessage: ({ imported }) => _('editor.toast.questionsImported', { count: imported }),
    silentError: true,
  });
}
