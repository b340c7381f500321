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

export const adminCatalogueOperations = defineOperations('admin-catalogue', {
  adminListCategories: {
    method: 'GET',
    url: '/admin/categories',
    summary: 'Categories with their course counts (drafts included)',
    security: adminSecurity,
    querystring: AdminCategoryListQuery,
    response: { 200: AdminCategoryListResponse, ...errorResponses(400, 401, 403) },
  },
  adminCreateCategory: {
    method: 'POST',
    url: '/admin/categories',
    summary: 'Create a category (slug from the name unless given; 409 when taken)',
    security: adminSecurity,
    body: CategoryCreateBody,
    response: { 201: AdminCategoryResponse, ...write },
  },
  adminGetCategory: {
    method: 'GET',
    url: '/admin/categories/:id',
    summary: 'A category',
    security: adminSecurity,
    params: AdminIdParams,
    response: { 200: AdminCategoryResponse, ...read },
  },
  adminUpdateCategory: {
    method: 'PUT',
    url: '/admin/categories/:id',
    summary: 'Change a category (any subset of its fields)',
    security: adminSecurity,
    params: AdminIdParams,
    body: CategoryUpdateBody,
    response: { 200: AdminCategoryResponse, ...write },
  },
  adminDeleteCategory: {
    method: 'DELETE',
    url: '/admin/categories/:id',
    summary: 'Delete a category that no course uses (409 otherwise)',
    security: adminSecurity,
    params: AdminIdParams,
    response: { 200: OkResponse, ...remove },
  },

  adminListCourses: {
    method: 'GET',
    url: '/admin/courses',
    summary: 'Courses, drafts included: search, filter by published or category, sort, paged',
    security: adminSecurity,
    querystring: AdminCourseListQuery,
    response: { 200: AdminCourseListResponse, ...errorResponses(400, 401, 403) },
  },
  adminCreateCourse: {
    method: 'POST',
    url: '/admin/courses',
    summary: 'Create a draft course (its slug is made from the title)',
    security: adminSecurity,
    body: CourseCreateBody,
    response: { 201: AdminCourseResponse, ...write },
  },
  adminGetCourse: {
    method: 'GET',
    url: '/admin/courses/:id',
    summary: 'A course with every field, its modules and chapters',
    security: adminSecurity,
    params: AdminIdParams,
    response: { 200: AdminCourseResponse, ...read },
  },
  adminUpdateCourse: {
    method: 'PUT',
    url: '/admin/courses/:id',
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
    method: 'DELETE',
    url: '/admin/courses/:id',
    summary: 'Delete a course with its modules, chapters and questions',
    description: 'Refused (409) once it has purchases or certificates: unpublish it instead.',
    security: adminSecurity,
    params: AdminIdParams,
    response: { 200: OkResponse, ...remove },
  },

  adminListModules: {
    method: 'GET',
    url: '/admin/courses/:id/modules',
    summary: 'A course’s modules with their chapters, in order',
    security: adminSecurity,
    params: AdminIdParams,
    response: { 200: AdminModuleListResponse, ...read },
  },
  adminCreateModule: {
    method: 'POST',
    url: '/admin/courses/:id/modules',
    summary: 'Add a module at the end of a course',
    security: adminSecurity,
    params: AdminIdParams,
    body: ModuleBody,
    response: { 201: AdminModuleResponse, ...write },
  },
  adminReorderModules: {
    method: 'PUT',
    url: '/admin/courses/:id/modules/order',
    ...reorder('Reorder a course’s modules'),
  },
  adminGetModule: {
    method: 'GET',
    url: '/admin/modules/:id',
    summary: 'A module with its chapters',
    security: adminSecurity,
    params: AdminIdParams,
    response: { 200: AdminModuleResponse, ...read },
  },
  adminUpdateModule: {
    method: 'PUT',
    url: '/admin/modules/:id',
    summary: 'Rename a module',
    security: adminSecurity,
    params: AdminIdParams,
    body: ModuleBody,
    response: { 200: AdminModuleResponse, ...write },
  },
  adminDeleteModule: {
    method: 'DELETE',
    url: '/admin/modules/:id',
    summary: 'Delete a module and its chapters',
    description: 'Refused (409) when learners have taken a quiz of one of its chapters.',
    security: adminSecurity,
    params: AdminIdParams,
    response: { 200: OkResponse, ...remove },
  },

  adminListChapters: {
    method: 'GET',
    url: '/admin/modules/:id/chapters',
    summary: 'A module’s chapters, in order',
    security: adminSecurity,
    params: AdminIdParams,
    response: { 200: AdminChapterListResponse, ...read },
  },
  adminCreateChapter: {
    method: 'POST',
    url: '/admin/modules/:id/chapters',
    summary: 'Add a chapter at the end of a module',
    security: adminSecurity,
    params: AdminIdParams,
    body: ChapterCreateBody,
    response: { 201: AdminChapterResponse, ...write },
  },
  adminReorderChapters: {
    method: 'PUT',
    url: '/admin/modules/:id/chapters/order',
    ...reorder('Reorder a module’s chapters'),
  },
  adminGetChapter: {
    method: 'GET',
    url: '/admin/chapters/:id',
    summary: 'A chapter with its content and media keys',
    security: adminSecurity,
    params: AdminIdParams,
    response: { 200: AdminChapterResponse, ...read },
  },
  adminUpdateChapter: {
    method: 'PUT',
    url: '/admin/chapters/:id',
    summary: 'Change a chapter (any subset); `moduleId` moves it to another module of its course',
    security: adminSecurity,
    params: AdminIdParams,
    body: ChapterUpdateBody,
    response: { 200: AdminChapterResponse, ...write },
  },
  adminDeleteChapter: {
    method: 'DELETE',
    url: '/admin/chapters/:id',
    summary: 'Delete a chapter (learners’ progress in it goes too)',
    description:
      'Refused (409) when learners have taken its quiz, and (422) for the last chapter of a published course.',
    security: adminSecurity,
    params: AdminIdParams,
    response: { 200: OkResponse, ...errorResponses(400, 401, 403, 404, 409, 422) },
  },
});
