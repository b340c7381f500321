import type { NoteList, NoteListQuery } from '@coursewise/contract';
import { learningKeys } from '@coursewise/contract/query-keys';
import { noteRoutes } from '@coursewise/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Notes sit under the learning keys, so they are dropped with the rest of a learner's data on sign-out. */
export const noteKeys = {
  course: (courseId: string) => [...learningKeys.all, 'notes', courseId] as const,
  list: (query: NoteListQuery) =>
    [...learningKeys.all, 'notes', query.courseId, query.chapterId ?? '', query.search ?? ''] as const,
};

/** GET note/list: the learner's own notes of a course (or one chapter), in course order then time. */
export function getNotes(query: NoteListQuery, signal?: AbortSignal): Promise<NoteList> {
  return call(noteRoutes.listNotes, { query, signal });
}

export const notesQueryOptions = (query: NoteListQuery) =>
  queryOptions({ queryKey: noteKeys.list(query), queryFn: ({ signal }) => getNotes(query, signal) });

export function useNotes(query: NoteListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...notesQueryOptions(query), enabled: options.enabled ?? true });
}
