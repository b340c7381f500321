import { defineOperations, type OperationSpec, tokenRequired } from '../operation.js';
import { instructorStudioContentRoutes } from '../routes/instructor-studio-content.js';
import { adminCatalogueOperations as catalogue } from './admin-catalogue.js';
import { adminQuestionOperations as questions } from './admin-questions.js';
import { adminUploadOperations as uploads } from './admin-uploads.js';

/**
 * /api/instructor: the rest of the studio, each the admin operation of the same path under /admin, with
 * the same shapes and rules, for a course the caller owns or co-authors (404 otherwise, as for an
 * unknown id; 401 without a token, 403 for an account that is not an instructor's).
 */
type StudioSpec<T> = Omit<T, 'summary' | 'security' | 'operationId' | 'tags' | 'method' | 'url'> & {
  summary: string;
  security: typeof tokenRequired;
};

function studio<const T extends OperationSpec>(admin: T, summary: string): StudioSpec<T> {
  const {
    operationId: _id,
    tags: _tags,
    method: _method,
    url: _url,
    ...spec
  } = admin as T & {
    operationId?: string;
    tags?: readonly string[];
    method?: string;
    url?: string;
  };
  // The admin operation's own fields (path, id, tag) are its; the rest is the studio's as it is.
  return { ...spec, summary, security: tokenRequired } as StudioSpec<T>;
}

export const instructorStudioContentOperations = defineOperations(
  instructorStudioContentRoutes,
  'instructor-studio',
  {
    studioDeleteCourse: studio(
      catalogue.adminDeleteCourse,
      'Delete one of my courses (owner only; a course anyone has bought cannot be deleted: 409)',
    ),
    studioGetModule: studio(catalogue.adminGetModule, 'A module of my course'),
    studioDeleteModule: studio(catalogue.adminDeleteModule, 'Delete a module of my course'),
    studioListChapters: studio(catalogue.adminListChapters, 'A module’s chapters, in order'),
    studioGetChapter: studio(catalogue.adminGetChapter, 'A chapter of my course with its content'),
    studioDeleteChapter: studio(catalogue.adminDeleteChapter, 'Delete a chapter of my course'),
    studioListChapterQuestions: studio(
      questions.adminListChapterQuestions,
      'A chapter’s quiz questions with their key, in order',
    ),
    studioCreateChapterQuestion: studio(
      questions.adminCreateChapterQuestion,
      'Add a question to a chapter’s quiz',
    ),
    studioReorderChapterQuestions: studio(questions.adminReorderChapterQuestions, 'Reorder a chapter’s quiz'),
    studioImportChapterQuestions: studio(
      questions.adminImportChapterQuestions,
      'Import questions into a chapter’s quiz from CSV',
    ),
    studioListFinalQuestions: studio(
      questions.adminListFinalQuestions,
      'My course’s final-assessment pool with its key, in order',
    ),
    studioCreateFinalQuestion: studio(
      questions.adminCreateFinalQuestion,
      'Add a question to my course’s final pool',
    ),
    studioReorderFinalQuestions: studio(
      questions.adminReorderFinalQuestions,
      'Reorder my course’s final pool',
    ),
    studioImportFinalQuestions: studio(
      questions.adminImportFinalQuestions,
      'Import questions into my course’s final pool from CSV',
    ),
    studioQuestionImportTemplate: studio(
      questions.adminQuestionImportTemplate,
      'The CSV template of a question import: the header and an example row',
    ),
    studioGetQuestion: studio(questions.adminGetQuestion, 'A question of my course with its key'),
    studioUpdateQuestion: studio(questions.adminUpdateQuestion, 'Change a question of my course'),
    studioDeleteQuestion: studio(questions.adminDeleteQuestion, 'Delete a question of my course'),
    studioUpload: studio(uploads.adminUpload, 'Upload a cover image, a video or captions for my courses'),
  },
);
