import { defineRoutes } from '../route.js';

export const instructorProfileRoutes = defineRoutes({
  getOwnInstructorProfile: { method: 'GET', url: '/instructor/profile' },
  saveOwnInstructorProfile: { method: 'PUT', url: '/instructor/profile' },
  getInstructorProfile: { method: 'GET', url: '/instructor/profile/:slug' },
});
