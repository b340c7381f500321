import { readFile } from 'node:fs/promises';
import type { AppContext } from '../app-context.js';
import type { Executor } from '../db/executor.js';
import {
  AVATAR_WIDTHS,
  COURSE_COVER_WIDTHS,
  putImageWidths,
  type RenderedImage,
  widthKeys,
} from '../lib/images.js';
import { hashPassword } from '../lib/passwords.js';
import { countAccounts, createAccount } from '../modules/account/account-records.service.js';
import { buildCategory, buildCourse } from '../modules/authoring/course-builder.service.js';
import { addCourseOwner } from '../modules/authoring/course-instructors.service.js';
import {
  createFaqs,
  createHelpArticles,
  createPage,
  createTestimonials,
  translatePage,
} from '../modules/content/content-authoring.service.js';
import { setLearnersCount } from '../modules/courses/courses.service.js';
import { recordPurchase } from '../modules/purchases/purchases.service.js';
import { saveReview } from '../modules/reviews/reviews.service.js';
import { getEditableSettings } from '../modules/settings/settings.service.js';
import { demoCatalogue } from './demo-data/catalogue.js';
import { categories } from './demo-data/categories.js';
import { cmsPages } from './demo-data/cms-pages.js';
import { cmsTranslations } from './demo-data/cms-translations.js';
import { faqs } from './demo-data/faqs.js';
import { helpArticles } from './demo-data/help-articles.js';
import { demoLearners } from './demo-data/learners.js';
import { legalPages } from './demo-data/legal-pages.js';
import { testimonials } from './demo-data/testimonials.js';
import type { SeedCategory, SeedCourse } from './demo-data/types.js';
import { seedDemoPayments } from './demo-payments.js';
import { seedDemoProgress } from './demo-progress.js';
import { seedDemoQuizzes } from './demo-quizzes.js';
import { findSeedAsset, mapLimit, renderAvatar, renderCover } from './media.js';
import { buildOutline } from './outline.js';

export const DEMO_LEARNER = { email: 'learner@example.com', password: 'coursewise-learner' } as const;

/** The demo instructor: owns one demo course, which they edit in the studio (/studio). */
export const DEMO_INSTRUCTOR = {
  email: 'instructor@example.com',
  password: 'coursewise-instructor',
  firstName: 'Daniel',
  lastName: 'Okafor',
  /** The course whose card names them (a published one, which the demo learner does not own). */
  course: 'practical-typescript-for-teams',
} as const;

/** The demo learner's two courses (they start with these in "My learning"). */
export const DEMO_LEARNER_COURSES = ['modern-javascript-fundamentals', 'ui-design-fundamentals'] as const;

/** The demo lesson video and its captions, in private storage (served through signed links only). */
export const DEMO_VIDEO_KEY = 'videos/demo-lesson.webm';
export const DEMO_CAPTIONS_KEY = 'videos/demo-lesson.en.vtt';

const DAY = 86_400_000;
const HOUR = 3_600_000;

const levelLabels = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  all: 'All levels',
};

export const slugify = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Where a demo image's widths are stored (`lib/images.ts widthKeys`); the key kept is the largest's. */
const largestKey = (folder: string, widths: readonly number[]): string =>
  widthKeys(folder, widths).at(-1) ?? '';
export const coverFolder = (courseSlug: string) => `courses/${courseSlug}/cover`;
export const coverKey = (courseSlug: string) => largestKey(coverFolder(courseSlug), COURSE_COVER_WIDTHS);
const instructorAvatarFolder = (name: string) => `instructors/${slugify(name)}/avatar`;
const instructorAvatarKey = (name: string) => largestKey(instructorAvatarFolder(name), AVATAR_WIDTHS);
const testimonialAvatarFolder = (name: string) => `testimonials/${slugify(name)}/avatar`;
const testimonialAvatarKey = (name: string) => largestKey(testimonialAvatarFolder(name), AVATAR_WIDTHS);

/** Stores an image's widths where the records written beside it expect them. */
async function storeWidths(
  ctx: SeedDeps,
  folder: string,
  expectedKey: string,
  images: Promise<RenderedImage[]>,
): Promise<void> {
  const keys = await putImageWidths(ctx.storage, folder, await images);
  if (keys.at(-1) !== expectedKey)
    throw new Error(`Demo image stored at ${keys.at(-1)}, expected ${expectedKey}`);
}

type SeedDeps = Pick<AppContext, 'config' | 'dialect' | 'storage' | 'privateStorage' | 'effects'>;

interface PlacedCourse {
  category: SeedCategory;
  course: SeedCourse;
  /** Position in the whole catalogue; spreads purchases and dates deterministically. */
  index: number;
}

const placedCourses = (): PlacedCourse[] =>
  demoCatalogue
    .flatMap(({ category, courses }) => courses.map((course) => ({ category, course })))
    .map((c, index) => ({ ...c, index }));

/**
 * Fills an empty database with the demo content and the demo accounts; answers false when there was
 * already data (any account). Images are drawn and stored while the records are written. The seed
 * sits above the modules and writes through their services only.
 */
export async function seedDemo(db: Executor, ctx: SeedDeps): Promise<boolean> {
  if ((await countAccounts(db)) > 0) return false;
  const [learnerHash, adminHash, instructorHash] = await Promise.all([
    hashPassword(DEMO_LEARNER.password),
    hashPassword(ctx.config.admin.password),
    hashPassword(DEMO_INSTRUCTOR.password),
  ]);
  const demoLearner = await createAccount(db, {
    email: DEMO_LEARNER.email,
    passwordHash: learnerHash,
    emailVerified: true,
    firstName: 'Demo',
    lastName: 'Learner',
  });
  await createAccount(db, {
    email: ctx.config.admin.email,
    passwordHash: adminHash,
    role: 'admin',
    emailVerified: true,
    firstName: 'Site',
    lastName: 'Admin',
  });
  const courses = placedCourses();
  const video = findSeedAsset('demo-video.webm');
  const captions = video ? findSeedAsset('demo-video.en.vtt') : null;
  if (!video)
    console.warn('Demo seed: assets/demo-video.webm was not found; video chapters will have no video');
  // Drawing images is CPU work on sharp's threads, so it overlaps the database writes.
  const [, , courseIds] = await Promise.all([
    storeMedia(ctx, courses, video, captions),
    seedContent(db),
    seedCatalogue(db, courses, {
      videoKey: video ? DEMO_VIDEO_KEY : null,
      captionsKey: captions ? DEMO_CAPTIONS_KEY : null,
      learnerHash,
    }),
  ]);
  await seedDemoQuizzes(db, courseIds);
  await seedDemoInstructor(db, instructorHash, courseIds);
  if (demoLearner) {
    const owned = DEMO_LEARNER_COURSES.flatMap((slug) => courseIds.get(slug) ?? []);
    await seedDemoPayments(db, ctx, demoLearner.id, owned);
    await seedDemoProgress(db, ctx, demoLearner.id, courseIds);
  }
  return true;
}

/** The demo instructor's account, owner of their course (through the authoring module's service). */
async function seedDemoInstructor(db: Executor, passwordHash: string, courseIds: Map<string, string>) {
  const instructor = await createAccount(db, {
    email: DEMO_INSTRUCTOR.email,
    passwordHash,
    role: 'instructor',
    emailVerified: true,
    firstName: DEMO_INSTRUCTOR.firstName,
    lastName: DEMO_INSTRUCTOR.lastName,
  });
  const courseId = courseIds.get(DEMO_INSTRUCTOR.course);
  if (!instructor || !courseId) throw new Error('Demo seed: the demo instructor or their course is missing');
  await addCourseOwner(db, courseId, instructor.id);
}

/** Covers, instructor and testimonial avatars, and the demo lesson video and captions (when found). */
async function storeMedia(
  ctx: SeedDeps,
  courses: PlacedCourse[],
  video: string | null,
  captions: string | null,
): Promise<void> {
  const palette = categories.map((c) => c.colors);
  const jobs: (() => Promise<void>)[] = [];
  const instructors = new Map<string, SeedCategory>();
  for (const { category, course } of courses) {
    instructors.set(course.instructor.name, category);
    jobs.push(() =>
      storeWidths(
        ctx,
        coverFolder(course.slug),
        coverKey(course.slug),
        renderCover({
          title: course.title,
          label: category.name,
          footer: `${course.instructor.name}  ·  ${levelLabels[course.level]}`,
          colors: category.colors,
        }),
      ),
    );
  }
  for (const [name, category] of instructors) {
    jobs.push(() =>
      storeWidths(
        ctx,
        instructorAvatarFolder(name),
        instructorAvatarKey(name),
        renderAvatar(name, category.colors),
      ),
    );
  }
  testimonials.forEach((t, i) => {
    const colors = palette[i % palette.length] ?? categories[0]?.colors ?? ['#845EF7', '#22B8CF'];
    jobs.push(() =>
      storeWidths(
        ctx,
        testimonialAvatarFolder(t.name),
        testimonialAvatarKey(t.name),
        renderAvatar(t.name, colors),
      ),
    );
  });
  if (video)
    jobs.push(async () => ctx.privateStorage.put(DEMO_VIDEO_KEY, await readFile(video), 'video/webm'));
  if (captions) {
    jobs.push(async () => ctx.privateStorage.put(DEMO_CAPTIONS_KEY, await readFile(captions), 'text/vtt'));
  }
  await mapLimit(jobs, 4, (job) => job());
}

/** CMS pages, FAQs, testimonials and help articles. */
async function seedContent(db: Executor): Promise<void> {
  const { contactEmail } = await getEditableSettings(db);
  const fill = (html: string | null) => html?.replaceAll('{contactEmail}', contactEmail) ?? null;
  for (const page of [...cmsPages, ...legalPages]) {
    await createPage(db, {
      slug: page.slug,
      title: page.title,
      summary: page.summary,
      blocks: page.blocks.map((block) => ({ ...block, body: fill(block.body) })),
    });
  }
  for (const translation of cmsTranslations) await translatePage(db, translation);
  await createFaqs(db, faqs);
  await createTestimonials(
    db,
    testimonials.map((t) => ({ ...t, avatarKey: testimonialAvatarKey(t.name) })),
  );
  await createHelpArticles(db, helpArticles);
}

/** Categories, courses, demo learners with their purchases and reviews, and the display stats. */
async function seedCatalogue(
  db: Executor,
  courses: PlacedCourse[],
  {
    videoKey,
    captionsKey,
    learnerHash,
  }: {
    videoKey: string | null;
    captionsKey: string | null;
    learnerHash: string;
  },
): Promise<Map<string, string>> {
  const now = Date.now();
  const categoryIds = new Map<string, string>();
  for (const [position, category] of categories.entries()) {
    categoryIds.set(
      category.slug,
      await buildCategory(db, { slug: category.slug, name: category.name, position }),
    );
  }

  const courseIds = new Map<string, string>();
  for (const { category, course, index } of courses) {
    const id = await buildCourse(db, {
      slug: course.slug,
      title: course.title,
      subtitle: course.subtitle,
      description: course.description.map((p) => `<p>${p}</p>`).join('\n'),
      outcomes: course.outcomes,
      requirements: course.requirements,
      level: course.level,
      priceCents: course.price,
      categoryId: categoryIds.get(category.slug) ?? '',
      imageKey: coverKey(course.slug),
      instructor: {
        name: course.instructor.name,
        bio: course.instructor.bio,
        avatarKey: instructorAvatarKey(course.instructor.name),
      },
      createdAt: new Date(now - course.daysAgo * DAY - ((index * 7) % 24) * HOUR).toISOString(),
      modules: buildOutline(course, videoKey, captionsKey),
    });
    courseIds.set(course.slug, id);
  }

  const learnerIds: string[] = [];
  for (const learner of demoLearners) {
    const row = await createAccount(db, { ...learner, passwordHash: learnerHash, emailVerified: true });
    if (row) learnerIds.push(row.id);
  }

  for (const { course, index } of courses) {
    const courseId = courseIds.get(course.slug) ?? '';
    // Reviewers sit 3 places apart in the learner list and the other buyers in between, so nobody
    // buys a course twice; where each course starts in the list rotates with the course.
    const start = index * 5;
    const buyers = [1, 7].slice(0, index % 3 === 0 ? 2 : 1).map((offset) => start + offset);
    const reviewers = course.reviews.map((_, j) => start + j * 3);
    for (const [k, slot] of [...reviewers, ...buyers].entries()) {
      const userId = learnerIds[slot % learnerIds.length];
      if (!userId) continue;
      // Bought some time after publication; reviewed about halfway between buying and today.
      const boughtDaysAgo = course.daysAgo * (0.15 + ((index * 13 + k * 29) % 70) / 100);
      await recordPurchase(db, {
        userId,
        courseId,
        amount: course.price,
        currency: 'USD',
        // Demo enrolments have no payment: grants, or free ones for a free course.
        source: course.price === 0 ? 'free' : 'grant',
        createdAt: new Date(now - boughtDaysAgo * DAY).toISOString(),
      });
      const review = course.reviews[k];
      if (review) {
        const [rating, comment] = review;
        await saveReview(db, {
          courseId,
          userId,
          rating,
          comment,
          at: new Date(now - (boughtDaysAgo / 2) * DAY).toISOString(),
        });
      }
    }
    await setLearnersCount(db, courseId, course.learners);
  }

  return courseIds;
}
