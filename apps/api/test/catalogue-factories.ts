import type { FastifyInstance } from 'fastify';
import {
  createCategory,
  createCourse,
  type NewCourse,
} from '../src/modules/catalogue/course-authoring.service.js';
import { recordPurchase } from '../src/modules/purchases/purchases.service.js';

let sequence = 0;
const next = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;

export async function createCategoryFixture(app: FastifyInstance, name = `Category ${next()}`) {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const id = await createCategory(app.ctx.db, { slug, name, position: sequence });
  return { id, slug, name };
}

/** A published course with two modules of two chapters (the first chapter a preview). */
export async function createCourseFixture(app: FastifyInstance, overrides: Partial<NewCourse> = {}) {
  const categoryId = overrides.categoryId ?? (await createCategoryFixture(app)).id;
  const suffix = next();
  const course: NewCourse = {
    slug: `course-${suffix}`,
    title: `Course ${suffix}`,
    subtitle: 'A subtitle',
    description: '<p>A description.</p>',
    outcomes: ['An outcome'],
    requirements: ['A requirement'],
    level: 'beginner',
    priceCents: 1999,
    instructor: { name: 'Ada Teacher', bio: 'Teaches things.' },
    modules: [
      {
        title: 'Getting started',
        chapters: [
          { title: 'Welcome', type: 'video', durationMinutes: 5, isPreview: true },
          { title: 'Setup', type: 'text', content: '<p>Install it.</p>', durationMinutes: 10 },
        ],
      },
      {
        title: 'Going further',
        chapters: [
          { title: 'Deeper', type: 'text', content: '<p>More.</p>', durationMinutes: 12 },
          { title: 'Wrap-up', type: 'video', durationMinutes: 3 },
        ],
      },
    ],
    ...overrides,
    categoryId,
  };
  const id = await createCourse(app.ctx.db, course);
  return { id, slug: course.slug, title: course.title, priceCents: course.priceCents, categoryId };
}

/** A purchase row, as the payments flow will write it. */
export async function createPurchaseFixture(
  app: FastifyInstance,
  userId: string,
  courseId: string,
  amount = 1999,
) {
  await recordPurchase(app.ctx.db, { userId, courseId, amount, currency: 'USD' });
}
