import { defineRoutes } from '../route.js';

export const studioCourseReviewRoutes = defineRoutes({
  studioSubmitCourse: { method: 'POST', url: '/instructor/courses/:id/submit' },
});

export const adminCourseReviewRoutes = defineRoutes({
  adminReturnCourse: { method: 'POST', url: '/admin/courses/:id/return' },
});
