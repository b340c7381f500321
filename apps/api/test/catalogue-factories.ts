import type { FastifyInstance } from 'fastify';
import {
  buildCategory,
  buildCourse,
  type NewChapter,
  type NewCourse,
} from '../src/modules/authoring/course-builder.service.js';
import { recordPurchase } from '../src/modules/purchases/purchases.service.js';
import { photo } from './images.js';

let sequence = 0;
const next = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;

export async function createCategoryFixture(app: FastifyInstance, name = `Category ${next()}`) {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const id = await buildCategory(app.ctx.db, { slug, name });
  return { id, slug, name };
}

// One stored cover and one stored video per app serve every fixture course: they exist, as the
// console's rules require of an uploaded image or video, without drawing one per course.
const covers = new WeakMap<FastifyInstance, Promise<string>>();
const videos = new WeakMap<FastifyInstance, Promise<string>>();

/** The key of a cover image stored in the app's public storage (stored once per app). */
export function fixtureCoverKey(app: FastifyInstance): Promise<string> {
  let key = covers.get(app);
  if (!key) {
    key = photo('webp', 64, 36).then(async (image) => {
      await app.ctx.storage.put('courses/fixture-cover.webp', image, 'image/webp');
      return 'courses/fixture-cover.webp';
    });
    covers.set(app, key);
  }
  return key;
}

/** The key of a video stored in the app's private storage (stored once per app). */
export function fixtureVideoKey(app: FastifyInstance): Promise<string> {
  let key = videos.get(app);
  if (!key) {
    key = app.ctx.privateStorage
      .put('videos/fixture-lesson.webm', Buffer.from('not really a video'), 'video/webm')
      .then(() => 'videos/fixture-lesson.webm');
    videos.set(app, key);
  }
  return key;
}

/** A video chapter without a video given gets the fixture video (`videoKey: null` keeps none). */
const withVideo = (chapter: NewChapter, videoKey: string): NewChapter =>
  chapter.type === 'video' && chapter.videoKey === undefined ? { ...chapter, videoKey } : chapter;

/**
 * A published course with two modules of two chapters (the first chapter a preview), written through
 * the authoring module under the console's rules: by default it has a stored cover and its video
 * chapters a stored video. Overrides that leave a published course incomplete are refused (422).
 */
export async function createCourseFixture(app: FastifyInstance, overrides: Partial<NewCourse> = {}) {
  const categoryId = overrides.categoryId ?? (await createCategoryFixture(app)).id;
  const [imageKey, videoKey] = await Promise.all([fixtureCoverKey(app), fixtureVideoKey(app)]);
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
    imageKey,
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
  const modules = course.modules.map((m) => ({
    ...m,
    chapters: m.chapters.map((c) => withVideo(c, videoKey)),
  }));
  const id = await buildCourse(app.ctx.db, { ...course, modules });
  return { id, slug: course.slug, title: course.title, priceCents: course.priceCents, categoryId };
}

/** A purchase row without a payment (a grant, as support and the demo data record them). */
export async function createPurchaseFixture(
  app: FastifyInstance,
  userId: string,
  courseId: string,
  amount = 1999,
) {
  await recordPurchase(app.ctx.db, { userId, courseId, amount, currency: 'USD', source: 'grant' });
}
