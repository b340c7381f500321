import type { SeedCategory } from './types.js';

/** The six demo categories, in menu order; colours come from the site's palette (Mantine's defaults). */
export const categories: SeedCategory[] = [
  { slug: 'development', name: 'Development', colors: ['#845EF7', '#22B8CF'] },
  { slug: 'data-science', name: 'Data Science', colors: ['#1C7ED6', '#22B8CF'] },
  { slug: 'design', name: 'Design', colors: ['#F06595', '#845EF7'] },
  { slug: 'business', name: 'Business', colors: ['#4263EB', '#20C997'] },
  { slug: 'marketing', name: 'Marketing', colors: ['#F76707', '#F06595'] },
  { slug: 'personal-growth', name: 'Personal Growth', colors: ['#AE3EC9', '#FF922B'] },
];
