import type { AdminChapterVideo } from '@coursewise/contract';
import { studioVideoRoutes, videoRoutes } from '@coursewise/contract/routes';
import { useLingui } from '@lingui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { call } from '../../../lib/api-client';
import { useAdminMutation } from '../../api/admin-api';
import { useEditorApi } from './editor-context';

/** How often a chapter whose video is being processed is read again. */
export const PROCESSING_POLL_MS = 2000;

/**
 * A chapter video's processing, read again every few seconds while it runs (console or studio, as the
 * editor's area says). The reads are kept apart from the chapter's own: each signs the preview's
 * link anew, which would reload the video the editor may be watching. When processing ends, the
 * chapter is read once more (its length and stream are filled in).
 */
export function useChapterVideoStatus(chapterId: string, initial: AdminChapterVideo | null) {
  const api = useEditorApi();
  const read = api.getChapter(chapterId);
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: [...read.queryKey, 'video'],
    queryFn: async (context) => (await read.queryFn(context)).video,
    initialData: initial,
    initialDataUpdatedAt: Date.now,
    refetchInterval: (query) => (query.state.data?.status === 'processing' ? PROCESSING_POLL_MS : false),
  });
  const seen = useRef(status.data?.status);
  useEffect(() => {
    const previous = seen.current;
    seen.current = status.data?.status;
    if (previous === 'processing' && status.data?.status !== 'processing')
      void queryClient.invalidateQueries({ queryKey: read.queryKey, exact: true });
  }, [status.data?.status, queryClient, read.queryKey]);
  return status.data;
}

/**
 * POST …/videos/{assetId}/retry: processing starts again, and the chapter's status is read again so
 * its polling resumes.
 */
export function useRetryVideoProcessing() {
  const { _ } = useLingui();
  const { area } = useEditorApi();
  return useAdminMutation<string, AdminChapterVideo>({
    mutationFn: (assetId) => {
      const input = { params: { id: assetId }, body: {} };
      return area === 'studio'
        ? call(studioVideoRoutes.studioRetryVideo, input)
        : call(videoRoutes.adminRetryVideo, input);
    },
    invalidates: ['chapters'],
    successMessage: _('editor.toast.processingRestarted'),
  });
}
