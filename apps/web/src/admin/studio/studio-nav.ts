/** The studio's sections, in the sidebar's order; paths are relative to /studio. */
export const STUDIO_NAV = [
  { to: '', label: 'My courses' },
  { to: 'earnings', label: 'Earnings' },
  { to: 'payouts', label: 'Payouts' },
] as const;
