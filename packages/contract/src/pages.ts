/**
 * Every page address of the web app, as react-router patterns (apps/web/src/app/router.tsx; a web
 * test keeps the two lists the same). The server answers any other address with HTTP 404 and the app's
 * "page not found" screen, as search engines and link checkers expect. This file imports nothing.
 */
export const PAGE_PATHS = [
  '/',
  '/signin',
  '/signup',
  '/verify',
  '/signup/profile',
  '/forgot-password',
  '/reset-password',
  '/profile',
  '/courses',
  '/courses/:slug',
  '/instructors/:slug',
  '/wishlist',
  '/cart',
  '/checkout',
  '/checkout/complete/:paymentId',
  '/purchases',
  '/purchases/:paymentId',
  '/gifts/redeem',
  '/my-learning',
  '/learn/:slug',
  '/learn/:slug/chapters/:chapterId',
  '/learn/:slug/chapters/:chapterId/quiz',
  '/learn/:slug/final',
  '/learn/:slug/final/review',
  '/learn/:slug/notes',
  '/learn/:slug/discussions',
  '/about',
  '/faq',
  '/help',
  '/contact',
  '/terms',
  '/privacy',
  '/certificates',
  '/certificates/:id',
  '/notifications',
  // The admin console has its own routes and its own "not found" screen.
  '/admin/*',
  // So has the instructor's studio.
  '/studio/*',
] as const;

const patterns = PAGE_PATHS.map((path) => path.split('/').filter(Boolean));

/**
 * Whether a path (no query) is one of `PAGE_PATHS`, as react-router matches it: a `:param` takes one
 * non-empty segment, a final `*` the rest, and a trailing slash is ignored.
 */
export function isKnownPagePath(path: string): boolean {
  const segments = path.split('/').filter(Boolean);
  return patterns.some((pattern) => {
    if (pattern.at(-1) === '*') {
      const fixed = pattern.slice(0, -1);
      return segments.length >= fixed.length && fixed.every((part, i) => matches(part, segments[i]));
    }
    return pattern.length === segments.length && pattern.every((part, i) => matches(part, segments[i]));
  });
}

const matches = (part: string, segment: string | undefined): boolean =>
  segment !== undefined && (part.startsWith(':') || part === segment);
