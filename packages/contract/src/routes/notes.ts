import { defineRoutes } from '../route.js';

export const noteRoutes = defineRoutes({
  listNotes: { method: 'GET', url: '/note/list' },
  addNote: { method: 'POST', url: '/note/add' },
  exportNotes: { method: 'GET', url: '/note/export' },
  editNote: { method: 'PUT', url: '/note/:id' },
  deleteNote: { method: 'DELETE', url: '/note/:id' },
});
