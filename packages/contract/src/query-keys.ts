import type { CourseListQuery } from './catalogue.js';
import type { CurrencyCode } from './settings.js';

/**
 * The web app's TanStack Query keys of the data several features share, and of the data the server
 * answers inside a page for its first paint (apps/api/src/modules/seo): written once, so the server's
 * answer sits under the key the page asks for. Everything that depends on who is signed in (course
 * flags, wishlist, cart) sits under one of the `viewerScopedKeys`, refreshed when the session changes.
 * This file imports types only (the web imports it as `@coursewise/contract/query-keys`).
 */
export const courseKeys = {
  all: ['courses'] as const,
  lists: () => ['courses', 'list'] as const,
  list: (query: CourseListQuery) => ['courses', 'list', query] as const,
  details: (slug: string) => ['courses', 'details', slug] as const,
};

export const wishlistKeys = {
  all: ['wishlist'] as const,
  page: (page: number) => ['wishlist', page] as const,
};

export const cartKeys = {
  all: ['cart'] as const,
  list: (currency: CurrencyCode) => ['cart', currency] as const,
};

/** A coupon code applied to an order (viewer-scoped: a signed-in learner's own cap is checked too). */
export const couponKeys = {
  all: ['coupons'] as const,
  check: (code: string, currency: CurrencyCode, courseIds: readonly string[]) =>
    ['coupons', code, currency, courseIds.join(',')] as const,
};

export const categoryKeys = { all: ['categories'] as const };

/** An instructor's public profile (`/instructors/{slug}`), and the instructor's own copy they edit. */
export const instructorKeys = {
  profile: (slug: string) => ['instructors', 'profile', slug] as const,
  own: ['instructors', 'own-profile'] as const,
};

export const cmsKeys = { all: ['cms'] as const, page: (slug: string) => ['cms', slug] as const };

export const testimonialKeys = { all: ['testimonials'] as const };

/** The FAQ list and the help centre's articles: the same for every visitor of one language. */
export const contentKeys = {
  faqs: ['faqs'] as const,
  helpArticles: ['help-articles'] as const,
};

/**
 * What the API answers in the visitor's language (the `locale` cookie): fetched again when the page
 * switches language (CMS pages, FAQs, help articles).
 */
export const languageScopedKeys = [cmsKeys.all, contentKeys.faqs, contentKeys.helpArticles] as const;

/** "My learning" and the player: the learner's courses, outlines with progress, and chapters. */
export const learningKeys = {
  all: ['learning'] as const,
  lists: () => ['learning', 'list'] as const,
  list: (page: number) => ['learning', 'list', page] as const,
  course: (courseId: string) => ['learning', 'course', courseId] as const,
  chapter: (chapterId: string) => ['learning', 'chapter', chapterId] as const,
};

/** Chapter discussions: a chapter's or course's thread lists (by their query) and one thread. */
export const discussionKeys = {
  all: ['discussions'] as const,
  lists: () => ['discussions', 'list'] as const,
  list: (query: Record<string, string | number | undefined>) => ['discussions', 'list', query] as const,
  thread: (id: string) => ['discussions', 'thread', id] as const,
};

/** The learner's purchases (paged) and their payments (checkout status, receipts). */
export const purchaseKeys = {
  all: ['purchases'] as const,
  list: (page: number) => ['purchases', 'list', page] as const,
};

export const paymentKeys = {
  all: ['payments'] as const,
  details: (paymentId: string) => ['payments', paymentId] as const,
};

/**
 * The learner's certificates (viewer-scoped) and the public verification of one, which is the same
 * for everyone and so sits outside `certificates`.
 */
export const certificateKeys = {
  all: ['certificates'] as const,
  list: (page: number) => ['certificates', 'list', page] as const,
  mine: (certificateId: string) => ['certificates', 'mine', certificateId] as const,
  verification: (certificateId: string) => ['certificate-verification', certificateId] as const,
};

/** Chapter quizzes and the final assessment: questions, attempts and reviews of the signed-in learner. */
export const assessmentKeys = {
  all: ['assessments'] as const,
  chapterQuiz: (chapterId: string) => ['assessments', 'chapter-quiz', chapterId] as const,
  final: (courseId: string) => ['assessments', 'final', courseId] as const,
  finalAttempts: (courseId: string) => ['assessments', 'final-attempts', courseId] as const,
  finalReviews: (courseId: string) => ['assessments', 'final-review', courseId] as const,
  finalReview: (courseId: string, attemptId: string | null) =>
    ['assessments', 'final-review', courseId, attemptId ?? 'latest'] as const,
};

/** The signed-in user's notifications: pages of the list (the bell's is a short first page) and settings. */
export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => ['notifications', 'list'] as const,
  list: (page: number, limit: number) => ['notifications', 'list', page, limit] as const,
  settings: ['notifications', 'settings'] as const,
};

export const viewerScopedKeys = [
  courseKeys.all,
  wishlistKeys.all,
  cartKeys.all,
  couponKeys.all,
  learningKeys.all,
  purchaseKeys.all,
  paymentKeys.all,
  certificateKeys.all,
  assessmentKeys.all,
  instructorKeys.own,
  notificationKeys.all,
] as const;
