/** The main navigation, shared by the desktop header and the mobile menu. */
export const NAV_LINKS = [{ to: '/courses', label: 'Courses' }] as const;
