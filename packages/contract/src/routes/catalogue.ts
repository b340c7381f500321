import { defineRoutes } from '../route.js';

export const catalogueRoutes = defineRoutes({
  listCourses: { method: 'GET', url: '/course/list' },
  getCourseDetails: { method: 'GET', url: '/course/details' },
  listCategories: { method: 'GET', url: '/category/list' },
});

export const wishlistRoutes = defineRoutes({
  toggleWishlist: { method: 'POST', url: '/wish/add-remove' },
  listWishlist: { method: 'GET', url: '/wish/list' },
});

export const cartRoutes = defineRoutes({
  toggleCart: { method: 'POST', url: '/cart/add-remove' },
  getCart: { method: 'GET', url: '/cart/list' },
});

export const reviewRoutes = defineRoutes({
  addReview: { method: 'POST', url: '/review/add' },
});
