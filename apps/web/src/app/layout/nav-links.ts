/** The main navigation, shared by the desktop header and the mobile menu; labels are message ids. */
export const NAV_LINKS = [{ to: '/courses', label: 'nav.courses' }] as const;

/** Links only signed-in visitors see (the cart link also shows how many courses it holds). */
export const MEMBER_NAV_LINKS = [
  { to: '/my-learning', label: 'nav.myLearning' },
  { to: '/wishlist', label: 'nav.wishlist' },
  { to: '/cart', label: 'nav.cart' },
] as const;

/** The admin console (its own lazily loaded entry at /admin), offered only to admins. */
export const ADMIN_CONSOLE_LINK = { to: '/admin', label: 'nav.adminConsole' } as const;
/** An instructor's way into the studio, where they edit their own courses. */
export const STUDIO_LINK = { to: '/studio', label: 'nav.studio' } as const;
