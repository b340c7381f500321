import { defineRoutes } from '../route.js';

/** The studio's outline reads and deletes, quizzes, final pool and uploads: the admin paths under /instructor. */
export const instructorStudioContentRoutes = defineRoutes({
  studioDeleteCourse: { method: 'DELETE', url: '/instructor/courses/:id' },
  studioGetModule: { method: 'GET', url: '/instructor/modules/:id' },
  studioDeleteModule: { method: 'DELETE', url: '/instructor/modules/:id' },
  studioListChapters: { method: 'GET', url: '/instructor/modules/:id/chapters' },
  studioGetChapter: { method: 'GET', url: '/instructor/chapters/:id' },
  studioDeleteChapter: { method: 'DELETE', url: '/instructor/chapters/:id' },
  studioListChapterQuestions: { method: 'GET', url: '/instructor/chapters/:id/questions' },
  studioCreateChapterQuestion: { method: 'POST', url: '/instructor/chapters/:id/questions' },
  studioReorderChapterQuestions: { method: 'PUT', url: '/instructor/chapters/:id/questions/order' },
  studioImportChapterQuestions: { method: 'POST', url: '/instructor/chapters/:id/questions/import' },
  studioListFinalQuestions: { method: 'GET', url: '/instructor/courses/:id/final-questions' },
  studioCreateFinalQuestion: { method: 'POST', url: '/instructor/courses/:id/final-questions' },
  studioReorderFinalQuestions: { method: 'PUT', url: '/instructor/courses/:id/final-questions/order' },
  studioImportFinalQuestions: { method: 'POST', url: '/instructor/courses/:id/final-questions/import' },
  studioQuestionImportTemplate: { method: 'GET', url: '/instructor/questions/import-template' },
  studioGetQuestion: { method: 'GET', url: '/instructor/questions/:id' },
  studioUpdateQuestion: { method: 'PUT', url: '/instructor/questions/:id' },
  studioDeleteQuestion: { method: 'DELETE', url: '/instructor/questions/:id' },
  studioUpload: { method: 'POST', url: '/instructor/uploads' },
});
