import {
  AdminCategoryListQuery,
  AdminCategoryListResponse,
  AdminCategoryResponse,
  AdminChapterListResponse,
  AdminChapterResponse,
  AdminCourseListQuery,
  AdminCourseListResponse,
  AdminCourseResponse,
  AdminModuleListResponse,
  AdminModuleResponse,
  CategoryCreateBody,
  CategoryUpdateBody,
  ChapterCreateBody,
  ChapterUpdateBody,
  CourseCreateBody,
  CourseUpdateBody,
  ModuleBody,
} from '../admin/catalogue.js';
import { AdminIdParams, adminSecurity, OkResponse, ReorderBody } from '../admin/common.js';
import { bodyErrors, defineOperations, errorResponses } from '../operation.js';
import { adminCatalogueRoutes } from '../routes/admin-catalogue.js';

/**
 * /api/admin catalogue: categories, courses (drafts included), modules and chapters. Every route needs an
 * admin's token (401 without one, 403 for a learner). Reorder: `PUT <collection>/order` with `{ids}`,
 * which must be exactly the parent's children (else 400).
 */

const read = errorResponses(400, 401, 403, 404);
const write = errorResponses(...bodyErrors, 401, 403, 404, 409, 422);
const remove = errorResponses(400, 401, 403, 404, 409);
const reorder = (summary: string) => ({
  summary,
  description: '`ids` must hold every child of the parent exactly once (400 otherwise).',
  security: adminSecurity,
  params: AdminIdParams,
  body: ReorderBody,
  response: { 200: OkResponse, ...errorResponses(...bodyErrors, 401, 403, 404) },
});

export const adminCatalogueOperations = defineOperations(adminCatalogueRoutes, 'admin-catalogue', {
  adminListCategories: {
    summary: 'Categories with their course counts (drafts included)',
    security: adminSecurity,
    querystring: AdminCategoryListQuery,
    response: { 200: AdminCategoryListResponse, ...errorResponses(400, 401, 403) },
  },
  adminCreateCategory: {
    summary: 'Create a category (slug from the name unless given; 409 when taken)',
    security: adminSecurity,
    body: CategoryCreateBody,
    response: { 201: AdminCategoryResponse, ...write },
  },
  adminGetCategory: {
    summary: 'A category',
    security: adminSecurity,
    params: AdminIdParams,
    response: { 200: AdminCategoryResponse, ...read },
  },
  adminUpdateCategory: {
    summary: 'Change a category (any subset of its fields)',
    security: adminSecurity,
    params: AdminIdParams,
    body: CategoryUpdateBody,
    response: { 200: AdminCategoryResponse, ...write },
  },
  adminDeleteCategory: {
    summary: 'Delete a category that no course uses (409 otherwise)',
    security: adminSecurity,
    params: AdminIdParams,
    response: { 200: OkResponse, ...remove },
  },

  adminListCourses: {
    summary: 'Courses, drafts included: search, filter by published or category, sort, paged',
    security: adminSecurity,
    querystring: AdminCourseListQuery,
    response: { 200: AdminCourseListResponse, ...errorResponses(400, 401, 403) },
  },
  adminCreateCourse: {
    summary: 'Create a draft course (its slug is made from the title)',
    security: adminSecurity,
    body: CourseCreateBody,
    response: { 201: AdminCourseResponse, ...write },
  },
  adminGetCourse: {
    summary: 'A course with every field, its modules and chapters',
    security: adminSecurity,
    params: AdminIdParams,
    response: { 200: AdminCourseResponse, ...read },
  },
  adminUpdateCourse: {
    summary: 'Change a course (any subset); publishing checks the publish rules (422)',
    description:
      '`published: true` needs a title, a price above 0, an image and at least one chapter; the 422 answer ' +
      'names each missing one in `errors`. Unpublishing archives a course: learners who bought it keep it.',
    security: adminSecurity,
    params: AdminIdParams,
    body: CourseUpdateBody,
    response: { 200: AdminCourseResponse, ...write },
  },
  adminDeleteCourse: {
    summary: 'Delete a course with its modules, chapters and questions',
    description: 'Refused (409) once it has purchases or certificates: unpublish it instead.',
    security: adminSecurity,
    params: AdminIdParams,
    response: { 200: OkResponse, ...remove },
  },

  adminListModules: {
    summary: 'A course’s modules with their chapters, in order',
    security: adminSecurity,
    params: AdminIdParams,
    response: { 200: AdminModuleListResponse, ...read },
  },
  adminCreateModule: {
    summary: 'Add a module at the end of a course',
    security: adminSecurity,
    params: AdminIdParams,
    body: ModuleBody,
    response: { 201: AdminModuleResponse, ...write },
  },
  adminReorderModules: {
    ...reorder('Reorder a course’s modules'),
  },
  adminGetModule: {
    summary: 'A module with its chapters',
    security: adminSecurity,
    params: AdminIdParams,
    response: { 200: AdminModuleResponse, ...read },
  },
  adminUpdateModule: {
    summary: 'Rename a module',
    security: adminSecurity,
    params: AdminIdParams,
    body: ModuleBody,
    response: { 200: AdminModuleResponse, ...write },
  },
  adminDeleteModule: {
    summary: 'Delete a module and its chapters',
    description: 'Refused (409) when learners have taken a quiz of one of its chapters.',
    security: adminSecurity,
    params: AdminIdParams,
    response: { 200: OkResponse, ...remove },
  },

  adminListChapters: {
    summary: 'A module’s chapters, in order',
    security: adminSecurity,
    params: AdminIdParams,
    response: { 200: AdminChapterListResponse, ...read },
  },
  adminCreateChapter: {
    summary: 'Add a chapter at the end of a module',
    security: adminSecurity,
    params: AdminIdParams,
    body: ChapterCreateBody,
    response: { 201: AdminChapterResponse, ...write },
  },
  adminReorderChapters: {
    ...reorder('Reorder a module’s chapters'),
  },
  adminGetChapter: {
    summary: 'A chapter with its content and media keys',
    security: adminSecurity,
    params: AdminIdParams,
    response: { 200: AdminChapterResponse, ...read },
  },
  adminUpdateChapter: {
    summary: 'Change a chapter (any subset); `moduleId` moves it to another module of its course',
    security: adminSecurity,
    params: AdminIdParams,
    body: ChapterUpdateBody,
    response: { 200: AdminChapterResponse, ...write },
  },
  adminDeleteChapter: {
    summary: 'Delete a chapter (learners’ progress in it goes too)',
    description:
      'Refused (409) when learners have taken its quiz, and (422) for the last chapter of a published course.',
    security: adminSecurity,
    params: AdminIdParams,
    response: { 200: OkResponse, ...errorResponses(400, 401, 403, 404, 409, 422) },
  },
});
