import {
  CartQuery,
  CartResponse,
  CartToggleResponse,
  CategoryListResponse,
  CourseDetailsQuery,
  CourseDetailsResponse,
  CourseIdBody,
  CourseListQuery,
  CourseListResponse,
  ReviewBody,
  ReviewResponse,
  WishListResponse,
  WishToggleResponse,
} from '../catalogue.js';
import { PageOnlyQuery } from '../common.js';
import { bodyErrors, defineOperations, errorResponses, tokenOptional, tokenRequired } from '../operation.js';
import { cartRoutes, catalogueRoutes, reviewRoutes, wishlistRoutes } from '../routes/catalogue.js';

export const catalogueOperations = defineOperations(catalogueRoutes, 'catalogue', {
  listCourses: {
    summary: 'Search and list published courses',
    description: 'With a token each course also says `isWishlisted`, `isInCart` and `isPurchased`.',
    security: tokenOptional,
    querystring: CourseListQuery,
    response: { 200: CourseListResponse, ...errorResponses(400, 401) },
  },
  getCourseDetails: {
    summary: 'A course with its outline, rating and latest reviews',
    description: 'By `?id=` or `?slug=`. With a token: the learner’s flags and own review.',
    security: tokenOptional,
    querystring: CourseDetailsQuery,
    response: { 200: CourseDetailsResponse, ...errorResponses(400, 401, 404) },
  },
  listCategories: {
    summary: 'Categories with their course counts',
    response: { 200: CategoryListResponse },
  },
});

export const wishlistOperations = defineOperations(wishlistRoutes, 'wishlist', {
  toggleWishlist: {
    summary: 'Add a course to the wishlist, or remove it',
    security: tokenRequired,
    body: CourseIdBody,
    response: { 200: WishToggleResponse, ...errorResponses(...bodyErrors, 401, 404) },
  },
  listWishlist: {
    summary: 'The learner’s wishlisted courses',
    security: tokenRequired,
    querystring: PageOnlyQuery,
    response: { 200: WishListResponse, ...errorResponses(400, 401) },
  },
});

export const cartOperations = defineOperations(cartRoutes, 'cart', {
  toggleCart: {
    summary: 'Add a course to the cart, or remove it',
    description: 'A course the learner already owns, or a full cart, is refused (409).',
    security: tokenRequired,
    body: CourseIdBody,
    response: { 200: CartToggleResponse, ...errorResponses(...bodyErrors, 401, 404, 409) },
  },
  getCart: {
    summary: 'The cart, priced by the server in `?currency=`',
    security: tokenRequired,
    querystring: CartQuery,
    response: { 200: CartResponse, ...errorResponses(400, 401) },
  },
});

export const reviewOperations = defineOperations(reviewRoutes, 'reviews', {
  addReview: {
    summary: 'Review a purchased course',
    description: 'One review per learner per course: 201 when created, 200 when a second call edits it.',
    security: tokenRequired,
    body: ReviewBody,
    response: {
      200: ReviewResponse,
      201: ReviewResponse,
      ...errorResponses(...bodyErrors, 401, 403, 404),
    },
  },
});
