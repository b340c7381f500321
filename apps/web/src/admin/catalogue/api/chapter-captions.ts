import type { AdminCaptionTrack } from '@coursewise/contract';
import { chapterCaptionRoutes, studioChapterCaptionRoutes } from '@coursewise/contract/routes';
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminRead, useAdminMutation } from '../../api/admin-api';
import { uploadFile } from '../../lib/upload-file';
import { useEditorApi } from './editor-context';

const admin = chapterCaptionRoutes;
const studio = studioChapterCaptionRoutes;

/** A chapter's caption tracks, by language (studio or console operations, as the editor's area says). */
export function useChapterCaptions(chapterId: string) {
  const { area } = useEditorApi();
  const input = { params: { id: chapterId } };
  return useQuery(
    area === 'studio'
      ? adminRead(studio.studioListChapterCaptions, input)
      : adminRead(admin.adminListChapterCaptions, input),
  );
}

export interface CaptionUpload {
  language: string;
  /** The WebVTT text, from a chosen file or pasted. */
  text: string;
  label?: string;
}

/**
 * Adds or replaces a language's track: the text goes to the upload operation as a .vtt file (area
 * `captions`), then PUT …/captions/{language} names the stored key. The chapter (whose `captionsUrl` is
 * the `en` track) and its list are refetched.
 */
export function usePutCaptions(chapterId: string) {
  const { _ } = useLingui();
  const api = useEditorApi();
  return useAdminMutation<CaptionUpload, AdminCaptionTrack>({
    mutationFn: async ({ language, text, label }) => {
      const file = new File([text], `${language}.vtt`, { type: 'text/vtt' });
      const upload = await uploadFile(file, 'captions', _, { route: api.upload });
      const params = { id: chapterId, language };
      const body = { captionsUrl: upload.key, ...(label ? { label } : {}) };
      return api.area === 'studio'
        ? call(studio.studioPutChapterCaptions, { params, body })
        : call(admin.adminPutChapterCaptions, { params, body });
    },
    invalidates: ['chapters'],
    successMessage: (track) => _('editor.toast.captionsSaved', { label: track.label }),
    silentError: true,
  });
}

export function useDeleteCaptions(chapterId: string) {
  const { _ } = useLingui();
  const { area } = useEditorApi();
  return useAdminMutation<string>({
    mutationFn: (language) => {
      const params = { id: chapterId, language };
      return area === 'studio'
        ? call(studio.studioDeleteChapterCaptions, { params })
        : call(admin.adminDeleteChapterCaptions, { params });
    },
    invalidates: ['chapters'],
    successMessage: _('editor.toast.captionsDeleted'),
  });
}
