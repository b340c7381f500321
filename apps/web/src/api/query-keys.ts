import type { CourseListQuery, CurrencyCode } from '@coursewise/contract';

/**
 * Query keys of the data several features share. Everything that depends on who is signed in
 * (course flags, wishlist, cart) sits under one of the `viewerScopedKeys`, refreshed when the session
 * changes.
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

export const categoryKeys = { all: ['categories'] as const };

export const cmsKeys = { page: (slug: string) => ['cms', slug] as const };

/** "My learning" and the player: the learner's courses, outlines with progress, and chapters. */
export const learningKeys = {
  all: ['learning'] as const,
  lists: () => ['learning', 'list'] as const,
  list: (page: number) => ['learning', 'list', page] as const,
  course: (courseId: string) => ['learning', 'course', courseId] as const,
  chapter: (chapterId: string) => ['learning', 'chapter', chapterId] as const,
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

export const viewerScopedKeys = [
  courseKeys.all,
  wishlistKeys.all,
  cartKeys.all,
  learningKeys.all,
  purchaseKeys.all,
  paymentKeys.all,
] as const;
