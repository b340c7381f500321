/** The studio's sections, in the sidebar's order; paths are relative to /studio. */
export const STUDIO_NAV = [
  { to: '', label: 'My courses' },
  // Slots for issue 23's other parts, added with their pages (and their routes in studio-routes.tsx):
  // { to: 'earnings', label: 'Earnings' },
  // { to: 'payouts', label: 'Payouts' },
  // { to: 'profile', label: 'Profile' },
] as const;
