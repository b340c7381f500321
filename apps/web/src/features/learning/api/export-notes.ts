import { noteRoutes } from '@coursewise/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { fetchFile, saveBlob } from '../../../lib/api-file';

/** GET note/export: the course's notes as a Markdown file, saved under the name the server gives. */
export async function exportNotes({ courseId, slug }: { courseId: string; slug: string }): Promise<void> {
  const file = await fetchFile(noteRoutes.exportNotes, {}, { courseId });
  saveBlob(file, `notes-${slug}.md`);
}

export function useExportNotes() {
  return useMutation({ mutationFn: exportNotes });
}
