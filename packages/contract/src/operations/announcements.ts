import { AdminIdParams, adminSecurity } from '../admin/common.js';
import {
  AnnouncementBody,
  AnnouncementCourseParams,
  AnnouncementListQuery,
  AnnouncementListResponse,
  AnnouncementResponse,
} from '../announcements.js';
import { bodyErrors, defineOperations, errorResponses, tokenRequired } from '../operation.js';
import { announcementRoutes } from '../routes/announcements.js';

/**
 * Announcements (issue 24, item 4): a course's instructors (studio) and admins (console) post to the
 * course's learners, who read them in the player and get each one mailed unless they turned that off
 * (`emailAnnouncements` on the profile).
 */

const list = 'Newest first, paged (`limit` default 12, at most 100).';
const post =
  'The body is sanitised (scripts, handlers and unknown tags removed); 400 when nothing is left or it is ' +
  'longer than 20,000 characters. Every owner of the course who has not turned it off is mailed after the ' +
  'commit. At most 10 posts per 15 minutes per account (429).';

export const announcementOperations = defineOperations(announcementRoutes, 'announcements', {
  listCourseAnnouncements: {
    summary: 'A course’s announcements, for its learners, instructors and admins',
    description: `${list} Anyone else signed in gets 403 (an unknown course too, so ids cannot be probed).`,
    security: tokenRequired,
    params: AnnouncementCourseParams,
    querystring: AnnouncementListQuery,
    response: { 200: AnnouncementListResponse, ...errorResponses(400, 401, 403) },
  },
  studioListAnnouncements: {
    summary: 'The announcements of a course I teach',
    description: `${list} Another instructor's course is a 404, as an unknown id.`,
    security: tokenRequired,
    params: AdminIdParams,
    querystring: AnnouncementListQuery,
    response: { 200: AnnouncementListResponse, ...errorResponses(400, 401, 403, 404) },
  },
  studioPostAnnouncement: {
    summary: 'Post an announcement to the learners of a course I teach',
    description: `${post} Another instructor's course is a 404, as an unknown id.`,
    security: tokenRequired,
    params: AdminIdParams,
    body: AnnouncementBody,
    response: { 201: AnnouncementResponse, ...errorResponses(...bodyErrors, 401, 403, 404, 429) },
  },
  adminListAnnouncements: {
    summary: 'A course’s announcements',
    description: list,
    security: adminSecurity,
    params: AdminIdParams,
    querystring: AnnouncementListQuery,
    response: { 200: AnnouncementListResponse, ...errorResponses(400, 401, 403, 404) },
  },
  adminPostAnnouncement: {
    summary: 'Post an announcement to a course’s learners',
    description: post,
    security: adminSecurity,
    params: AdminIdParams,
    body: AnnouncementBody,
    response: { 201: AnnouncementResponse, ...errorResponses(...bodyErrors, 401, 403, 404, 429) },
  },
});
