import { defineRoutes } from '../route.js';

export const adminQuestionRoutes = defineRoutes({
  adminListChapterQuestions: { method: 'GET', url: '/admin/chapters/:id/questions' },
  adminCreateChapterQuestion: { method: 'POST', url: '/admin/chapters/:id/questions' },
  adminReorderChapterQuestions: { method: 'PUT', url: '/admin/chapters/:id/questions/order' },
  adminImportChapterQuestions: { method: 'POST', url: '/admin/chapters/:id/questions/import' },
  adminListFinalQuestions: { method: 'GET', url: '/admin/courses/:id/final-questions' },
  adminCreateFinalQuestion: { method: 'POST', url: '/admin/courses/:id/final-questions' },
  adminReorderFinalQuestions: { method: 'PUT', url: '/admin/courses/:id/final-questions/order' },
  adminImportFinalQuestions: { method: 'POST', url: '/admin/courses/:id/final-questions/import' },
  adminQuestionImportTemplate: { method: 'GET', url: '/admin/questions/import-template' },
  adminGetQuestion: { method: 'GET', url: '/admin/questions/:id' },
  adminUpdateQuestion: { method: 'PUT', url: '/admin/questions/:id' },
  adminDeleteQuestion: { method: 'DELETE', url: '/admin/questions/:id' },
});
