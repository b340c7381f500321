import { defineRoutes } from '../route.js';

export const announcementRoutes = defineRoutes({
  listCourseAnnouncements: { method: 'GET', url: '/course/announcements/:courseId' },
  studioListAnnouncements: { method: 'GET', url: '/instructor/courses/:id/announcements' },
  studioPostAnnouncement: { method: 'POST', url: '/instructor/courses/:id/announcements' },
  adminListAnnouncements: { method: 'GET', url: '/admin/courses/:id/announcements' },
  adminPostAnnouncement: { method: 'POST', url: '/admin/courses/:id/announcements' },
});
