import type { Announcement, Paged } from '@coursewise/contract';
import type { FastifyInstance } from 'fastify';
import { call } from './helper.js';

/** Requests about announcements, by scope: the studio, the console and the learner's read. */

export const announcementBody = (title = 'Live session on Friday') => ({
  title,
  body: '<p>Join us at <strong>10:00</strong> for questions.</p>',
});

export const postStudioAnnouncement = (
  app: FastifyInstance,
  token: string | undefined,
  courseId: string,
  payload: unknown,
) =>
  call(app, {
    method: 'POST',
    url: `/api/instructor/courses/${encodeURIComponent(courseId)}/announcements`,
    token,
    payload: payload as Record<string, unknown>,
  });

export const postAdminAnnouncement = (
  app: FastifyInstance,
  token: string | undefined,
  courseId: string,
  payload: unknown,
) =>
  call(app, {
    method: 'POST',
    url: `/api/admin/courses/${encodeURIComponent(courseId)}/announcements`,
    token,
    payload: payload as Record<string, unknown>,
  });

export type AnnouncementScope = 'learner' | 'studio' | 'admin';

const listUrl = (scope: AnnouncementScope, courseId: string) =>
  ({
    learner: `/api/course/announcements/${encodeURIComponent(courseId)}`,
    studio: `/api/instructor/courses/${encodeURIComponent(courseId)}/announcements`,
    admin: `/api/admin/courses/${encodeURIComponent(courseId)}/announcements`,
  })[scope];

export const listAnnouncements = (
  app: FastifyInstance,
  scope: AnnouncementScope,
  token: string | undefined,
  courseId: string,
  query = '',
) => call(app, { method: 'GET', url: `${listUrl(scope, courseId)}${query ? `?${query}` : ''}`, token });

/** The page, or the test fails with the server's answer. */
export async function announcementPage(
  app: FastifyInstance,
  scope: AnnouncementScope,
  token: string,
  courseId: string,
  query = '',
): Promise<Paged<Announcement>> {
  const response = await listAnnouncements(app, scope, token, courseId, query);
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return (response.json() as { data: Paged<Announcement> }).data;
}

/** How many announcements the course has in the database (what a refused post must not change). */
export async function storedAnnouncementCount(app: FastifyInstance, courseId: string): Promise<number> {
  const rows = await app.ctx.db
    .selectFrom('announcements')
    .select('id')
    .where('courseId', '=', courseId)
    .execute();
  return rows.length;
}
