import type { AddNoteBody, EditNoteBody, Note } from '@coursewise/contract';
import { noteRoutes } from '@coursewise/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { noteKeys } from './get-notes';

/** POST note/add, PUT note/{id}, DELETE note/{id}: each refreshes the course's note lists. */
export const addNote = (body: AddNoteBody): Promise<Note> => call(noteRoutes.addNote, { body });

export const editNote = ({ id, ...body }: EditNoteBody & { id: string }): Promise<Note> =>
  call(noteRoutes.editNote, { params: { id }, body });

export const deleteNote = (id: string) => call(noteRoutes.deleteNote, { params: { id } });

function useNoteWrite<T, R>(courseId: string, write: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noteKeys.course(courseId) }),
  });
}

export const useAddNote = (courseId: string) => useNoteWrite(courseId, addNote);
export const useEditNote = (courseId: string) => useNoteWrite(courseId, editNote);
export const useDeleteNote = (courseId: string) => useNoteWrite(courseId, deleteNote);
