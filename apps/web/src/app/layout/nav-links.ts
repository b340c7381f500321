/** The main navigation, shared by the desktop header and the mobile menu. */
export const NAV_LINKS = [{ to: '/courses', label: 'Courses' }] as const;

/** Links only signed-in visitors see (the cart link also shows how many courses it holds). */
export const MEMBER_NAV_LINKS = [
  { to: '/my-learning', label: 'My learning' },
  { to: '/wishlist', label: 'Wishlist' },
  { to: '/cart', label: 'Cart' },
] as const;

/** The admin console (its own lazily loaded entry at /admin), offered only to admins. */
export const ADMIN_CONSOLE_LINK = { to: '/admin', label: 'Admin console' } as const;
/** An instructor's way into the studio, where they edit their own courses. */
export const STUDIO_LINK = { to: '/studio', label: 'Studio' } as const;
