import type { Announcement, AnnouncementBody } from '@coursewise/contract';
import { announcementRoutes } from '@coursewise/contract/routes';
import { useLingui } from '@lingui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminRead, useAdminMutation } from '../../api/admin-api';
import { useEditorApi } from './editor-context';

/** Announcements per page of the editor's tab. */
export const ANNOUNCEMENTS_PAGE_SIZE = 10;

const routes = announcementRoutes;

/**
 * A course's announcements, newest first, one page at a time: the studio reads its own course's under
 * /instructor, the console any course's under /admin (the editor's area decides, as for its other calls).
 */
export function useEditorAnnouncements(courseId: string, page: number) {
  const { area } = useEditorApi();
  const input = { params: { id: courseId }, query: { page, limit: ANNOUNCEMENTS_PAGE_SIZE } };
  const read =
    area === 'studio'
      ? adminRead(routes.studioListAnnouncements, input)
      : adminRead(routes.adminListAnnouncements, input);
  return useQuery({ ...read, placeholderData: keepPreviousData });
}

/** Posts an announcement (mailed to the owners who want it); both lists live under `courses`. */
export function usePostAnnouncement(courseId: string) {
  const { _ } = useLingui();
  const { area } = useEditorApi();
  return useAdminMutation<AnnouncementBody, Announcement>({
    mutationFn: (body) =>
      area === 'studio'
        ? call(routes.studioPostAnnouncement, { params: { id: courseId }, body })
        : call(routes.adminPostAnnouncement, { params: { id: courseId }, body }),
    invalidates: ['courses'],
    successMessage: _('editor.toast.announcementPosted'),
    silentError: true,
  });
}
