import { defineRoutes } from '../route.js';

export const accountRoutes = defineRoutes({
  getProfile: { method: 'GET', url: '/user/profile' },
  updateProfile: { method: 'PUT', url: '/user/profile-update' },
  removeAvatar: { method: 'DELETE', url: '/user/avatar' },
  changePassword: { method: 'POST', url: '/user/change-password' },
  signout: { method: 'POST', url: '/user/signout' },
  signoutAll: { method: 'POST', url: '/user/signout-all' },
  deleteAccount: { method: 'DELETE', url: '/user/delete' },
});
