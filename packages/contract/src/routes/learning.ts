import { defineRoutes } from '../route.js';

export const learningRoutes = defineRoutes({
  listLearningCourses: { method: 'GET', url: '/learning/courses' },
  getPurchasedCourse: { method: 'GET', url: '/course/purchase-details/:courseId' },
  getModuleChapters: { method: 'GET', url: '/module/chapter/details/:moduleId' },
  getChapter: { method: 'GET', url: '/chapter/details/:chapterId' },
  saveChapterProgress: { method: 'POST', url: '/chapter/progress' },
});
