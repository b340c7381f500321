import { defineRoutes } from '../route.js';

export const instructorStudioRoutes = defineRoutes({
  studioListCourses: { method: 'GET', url: '/instructor/courses' },
  studioCreateCourse: { method: 'POST', url: '/instructor/courses' },
  studioGetCourse: { method: 'GET', url: '/instructor/courses/:id' },
  studioUpdateCourse: { method: 'PUT', url: '/instructor/courses/:id' },
  studioListModules: { method: 'GET', url: '/instructor/courses/:id/modules' },
  studioCreateModule: { method: 'POST', url: '/instructor/courses/:id/modules' },
  studioReorderModules: { method: 'PUT', url: '/instructor/courses/:id/modules/order' },
  studioUpdateModule: { method: 'PUT', url: '/instructor/modules/:id' },
  studioCreateChapter: { method: 'POST', url: '/instructor/modules/:id/chapters' },
  studioReorderChapters: { method: 'PUT', url: '/instructor/modules/:id/chapters/order' },
  studioUpdateChapter: { method: 'PUT', url: '/instructor/chapters/:id' },
  studioListInstructors: { method: 'GET', url: '/instructor/courses/:id/instructors' },
  studioInviteInstructor: { method: 'POST', url: '/instructor/courses/:id/instructors' },
  studioRemoveInstructor: { method: 'DELETE', url: '/instructor/courses/:id/instructors/:userId' },
});
