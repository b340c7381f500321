import { defineRoutes } from '../route.js';

export const insightRoutes = defineRoutes({
  studioGetCourseInsight: { method: 'GET', url: '/instructor/courses/:id/insight' },
  adminGetCourseInsight: { method: 'GET', url: '/admin/courses/:id/insight' },
  adminListInstructors: { method: 'GET', url: '/admin/instructors' },
  adminGetInstructorInsight: { method: 'GET', url: '/admin/instructors/:id/insight' },
});
