/** The studio's sections, in the sidebar's order; paths are relative to /studio; labels are message ids. */
export const STUDIO_NAV = [
  { to: '', label: 'console.studioNav.courses' },
  { to: 'earnings', label: 'console.studioNav.earnings' },
  { to: 'payouts', label: 'console.studioNav.payouts' },
] as const;
