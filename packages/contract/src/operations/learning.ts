import { ChapterContentResponse } from '../catalogue.js';
import { PageOnlyQuery } from '../common.js';
import {
  ChapterIdParams,
  ChapterProgressBody,
  ChapterProgressResponse,
  CourseIdParams,
  LearningCourseListResponse,
  ModuleDetailsResponse,
  ModuleIdParams,
  PurchasedCourseResponse,
} from '../learning.js';
import { bodyErrors, defineOperations, errorResponses, tokenOptional, tokenRequired } from '../operation.js';
import { learningRoutes } from '../routes/learning.js';

/** Studying a course: the learner's courses, outlines with progress, chapter content and progress writes. */
export const learningOperations = defineOperations(learningRoutes, 'learning', {
  listLearningCourses: {
    summary: 'The learner’s purchased courses with their progress ("My learning")',
    description: 'Most recent activity first (a course never opened counts from its purchase).',
    security: tokenRequired,
    querystring: PageOnlyQuery,
    response: { 200: LearningCourseListResponse, ...errorResponses(400, 401) },
  },
  getPurchasedCourse: {
    summary: 'A purchased course’s outline with the learner’s progress in each chapter',
    description: 'Only for the course’s owner (403 otherwise).',
    security: tokenRequired,
    params: CourseIdParams,
    response: { 200: PurchasedCourseResponse, ...errorResponses(400, 401, 403, 404) },
  },
  getModuleChapters: {
    summary: 'One module of a purchased course with its chapters and the learner’s progress',
    security: tokenRequired,
    params: ModuleIdParams,
    response: { 200: ModuleDetailsResponse, ...errorResponses(400, 401, 403, 404) },
  },
  getChapter: {
    summary: 'A chapter’s content',
    description:
      'Preview chapters are open to everyone; other chapters need a purchase of their course. ' +
      '`videoUrl` and `captionsUrl` are signed links valid for two hours; owners also get their `progress`.',
    security: tokenOptional,
    params: ChapterIdParams,
    response: { 200: ChapterContentResponse, ...errorResponses(400, 401, 403, 404) },
  },
  saveChapterProgress: {
    summary: 'Record a visit, a video position or completion of a chapter',
    description:
      'Owners only. The position only moves forward and never past the chapter’s length; ' +
      '`completed: false` un-marks a chapter. Sending the same body twice changes nothing more.',
    security: tokenRequired,
    body: ChapterProgressBody,
    response: { 200: ChapterProgressResponse, ...errorResponses(...bodyErrors, 401, 403, 404) },
  },
});
