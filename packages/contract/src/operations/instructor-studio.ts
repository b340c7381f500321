import {
  AdminChapterResponse,
  AdminCourseListQuery,
  AdminCourseListResponse,
  AdminCourseResponse,
  AdminModuleListResponse,
  AdminModuleResponse,
  ChapterCreateBody,
  ChapterUpdateBody,
  CourseCreateBody,
  ModuleBody,
  StudioCourseUpdateBody,
} from '../admin/catalogue.js';
import { AdminIdParams, OkResponse, ReorderBody } from '../admin/common.js';
import {
  CourseInstructorListResponse,
  CourseInstructorParams,
  CourseInstructorResponse,
  InviteInstructorBody,
} from '../instructor/studio.js';
import { bodyErrors, defineOperations, errorResponses, tokenRequired } from '../operation.js';
import { instructorStudioRoutes } from '../routes/instructor-studio.js';

/**
 * /api/instructor: the studio, where an instructor edits the courses they own or co-author, with the
 * admin catalogue's shapes. Every route needs an instructor's token (401 without one, 403 otherwise);
 * a course (or module, chapter) the caller does not teach answers 404, as an unknown id does.
 */

const security = tokenRequired;
const read = errorResponses(400, 401, 403, 404);
const write = errorResponses(...bodyErrors, 401, 403, 404, 409, 422);
const reorder = (summary: string) => ({
  summary,
  description: '`ids` must hold every child of the parent exactly once (400 otherwise).',
  security,
  params: AdminIdParams,
  body: ReorderBody,
  response: { 200: OkResponse, ...errorResponses(...bodyErrors, 401, 403, 404) },
});

export const instructorStudioOperations = defineOperations(instructorStudioRoutes, 'instructor-studio', {
  studioListCourses: {
    summary: 'The courses I own or co-author, drafts included: search, filter, sort, paged',
    security,
    querystring: AdminCourseListQuery,
    response: { 200: AdminCourseListResponse, ...errorResponses(400, 401, 403) },
  },
  studioCreateCourse: {
    summary: 'Create a draft course that I own',
    security,
    body: CourseCreateBody,
    response: { 201: AdminCourseResponse, ...write },
  },
  studioGetCourse: {
    summary: 'One of my courses with every field, its modules and chapters',
    security,
    params: AdminIdParams,
    response: { 200: AdminCourseResponse, ...read },
  },
  studioUpdateCourse: {
    summary: 'Change one of my courses (any subset; no `published`: publishing goes through review)',
    security,
    params: AdminIdParams,
    body: StudioCourseUpdateBody,
    response: { 200: AdminCourseResponse, ...write },
  },
  studioListModules: {
    summary: 'My course’s modules with their chapters, in order',
    security,
    params: AdminIdParams,
    response: { 200: AdminModuleListResponse, ...read },
  },
  studioCreateModule: {
    summary: 'Add a module at the end of my course',
    security,
    params: AdminIdParams,
    body: ModuleBody,
    response: { 201: AdminModuleResponse, ...write },
  },
  studioReorderModules: { ...reorder('Reorder my course’s modules') },
  studioUpdateModule: {
    summary: 'Rename a module of my course',
    security,
    params: AdminIdParams,
    body: ModuleBody,
    response: { 200: AdminModuleResponse, ...write },
  },
  studioCreateChapter: {
    summary: 'Add a chapter at the end of a module of my course',
    security,
    params: AdminIdParams,
    body: ChapterCreateBody,
    response: { 201: AdminChapterResponse, ...write },
  },
  studioReorderChapters: { ...reorder('Reorder a module’s chapters') },
  studioUpdateChapter: {
    summary: 'Change a chapter of my course',
    security,
    params: AdminIdParams,
    body: ChapterUpdateBody,
    response: { 200: AdminChapterResponse, ...write },
  },
  studioListInstructors: {
    summary: 'Who may edit my course: its owner and co-instructors',
    security,
    params: AdminIdParams,
    response: { 200: CourseInstructorListResponse, ...read },
  },
  studioInviteInstructor: {
    summary: 'Add a co-instructor by email (owner only); the invitee is mailed',
    description:
      'The address must be an instructor account (422 otherwise); already on the course answers 409; a ' +
      'co-instructor asking answers 403.',
    security,
    params: AdminIdParams,
    body: InviteInstructorBody,
    response: { 201: CourseInstructorResponse, ...write },
  },
  studioRemoveInstructor: {
    summary: 'Remove a co-instructor (owner only; the owner cannot remove themself: 422)',
    security,
    params: CourseInstructorParams,
    response: { 200: OkResponse, ...errorResponses(400, 401, 403, 404, 422) },
  },
});
