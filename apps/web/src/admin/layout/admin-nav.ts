/** The console's sections, in the sidebar's order; paths are relative to /admin. */
export const ADMIN_NAV = [
  { to: '', label: 'Dashboard' },
  { to: 'courses', label: 'Courses' },
  { to: 'categories', label: 'Categories' },
  { to: 'pages', label: 'Pages' },
  { to: 'faqs', label: 'FAQs' },
  { to: 'testimonials', label: 'Testimonials' },
  { to: 'help', label: 'Help' },
  { to: 'users', label: 'Users' },
  { to: 'purchases', label: 'Purchases' },
  { to: 'refund-requests', label: 'Refund requests' },
  { to: 'coupons', label: 'Coupons' },
  { to: 'reviews', label: 'Reviews' },
  { to: 'messages', label: 'Messages' },
  { to: 'certificates', label: 'Certificates' },
  { to: 'settings', label: 'Settings' },
  { to: 'audit', label: 'Audit log' },
] as const;
