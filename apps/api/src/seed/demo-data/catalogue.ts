import { categories } from './categories.js';
import { businessCourses } from './courses-business.js';
import { dataScienceCourses } from './courses-data-science.js';
import { designCourses } from './courses-design.js';
import { developmentCourses } from './courses-development.js';
import { marketingCourses } from './courses-marketing.js';
import { personalGrowthCourses } from './courses-personal-growth.js';
import type { SeedCategory, SeedCourse } from './types.js';

const coursesByCategory: Record<string, SeedCourse[]> = {
  development: developmentCourses,
  'data-science': dataScienceCourses,
  design: designCourses,
  business: businessCourses,
  marketing: marketingCourses,
  'personal-growth': personalGrowthCourses,
};

/** Every demo category with its courses, in menu order. */
export const demoCatalogue: { category: SeedCategory; courses: SeedCourse[] }[] = categories.map(
  (category) => ({
    category,
    courses: coursesByCategory[category.slug] ?? [],
  }),
);
