import { type Insertable, type Kysely, PostgresAdapter, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { newId } from '../lib/ids.js';
import { rebuildCompletedChapters } from '../modules/learning/completed-chapters.service.js';
import { categories as demoCategories } from './demo-data/categories.js';
import { planDiscussions } from './large-discussions.js';
import { type PlannedChapter, planProgress, sampleLearner } from './large-progress.js';
import { seedTeaching } from './large-teaching.js';
import * as words from './large-words.js';

/**
 * Synthetic benchmark data: thousands of courses and learners with purchases and reviews.
 *
 * This writes straight to the tables with Kysely in multi-row inserts, bypassing the module services
 * on purpose: the services write one course or review per transaction (and refresh a rating summary
 * per review), which is right for the application and far too slow for 100,000 learners. It is a
 * separate benchmark tool, never part of the running app. Rating summaries and learner counts are
 * computed in memory and written with the courses, so they match the reviews and purchases exactly.
 * The courses still meet the publish rules the console applies (a cover, a video in every video
 * chapter, words in every reading): benchmarks read courses the product could have published.
 */

export interface LargeSeedOptions {
  courses: number;
  learners: number;
  /** The argon2 hash every generated learner gets (hash once, outside). */
  passwordHash: string;
  /**
   * Keys of a cover (public storage) and a clip (private storage) already stored: every course shows
   * the cover and every video chapter plays the clip; without a clip every chapter is a reading.
   */
  media: { coverKey: string; videoKey: string | null };
  /** Seed of the pseudo-random generator, so a run can be repeated. */
  seed?: number;
  onProgress?: (message: string) => void;
}

export interface LargeSeedResult {
  categories: number;
  courses: number;
  modules: number;
  chapters: number;
  learners: number;
  purchases: number;
  reviews: number;
  /** Chapter progress rows (visits, positions, completions). */
  progress: number;
  /** A learner with several courses and progress in them (benchmarks sign in as them), or null. */
  sampleLearner: string | null;
  /** The chapter with 1,000 discussion threads in a course the sample learner owns, or null. */
  discussedChapter: string | null;
  discussionThreads: number;
  /** The best-selling course, the admin and the instructor owning the most courses (the insight bench). */
  bestSeller: string | null;
  adminEmail: string;
  bigInstructorEmail: string | null;
  instructors: number;
  chapterAttempts: number;
}

/** At most this many rows per INSERT, and at most ~30,000 bound values (SQLite allows 32,766). */
const MAX_ROWS = 500;
const MAX_PARAMS = 30_000;
/** Rows inserted per transaction. */
const ROWS_PER_TRANSACTION = 5_000;
const DAY = 86_400_000;

/** A small, fast, seedable PRNG (mulberry32). */
export function randomGenerator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, int, pick };
}

/** Inserts rows in multi-row statements, several statements per transaction. */
async function insertChunked<R extends object>(
  db: Kysely<Database>,
  rows: R[],
  insert: (trx: Transaction<Database>, rows: R[]) => Promise<unknown>,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as object).length;
  const size = Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMS / columns)));
  for (let i = 0; i < rows.length; i += ROWS_PER_TRANSACTION) {
    const slice = rows.slice(i, i + ROWS_PER_TRANSACTION);
    await db.transaction().execute(async (trx) => {
      for (let j = 0; j < slice.length; j += size) await insert(trx, slice.slice(j, j + size));
    });
  }
}

interface CourseStats {
  learners: number;
  ratingCount: number;
  ratingSum: number;
}

export async function seedLargeDataset(
  db: Kysely<Database>,
  options: LargeSeedOptions,
): Promise<LargeSeedResult> {
  const rand = randomGenerator(options.seed ?? 20_240_601);
  const started = performance.now();
  const say = (message: string) =>
    options.onProgress?.(`[${((performance.now() - started) / 1000).toFixed(1)} s] ${message}`);
  const now = Date.now();
  // Tags this run's slugs and emails, so running again adds more instead of colliding.
  const run = `${now.toString(36)}${Math.floor(Math.random() * 1296)
    .toString(36)
    .padStart(2, '0')}`;

  // Categories: reuse the demo ones when present, create the missing ones.
  const existing = await db.selectFrom('categories').select(['id', 'slug']).execute();
  const categoryIds = new Map(existing.map((c) => [c.slug, c.id]));
  const missing = demoCategories
    .filter((c) => !categoryIds.has(c.slug))
    .map((c, i) => ({
      id: newId(),
      slug: c.slug,
      name: c.name,
      position: existing.length + i,
      createdAt: new Date(now).toISOString(),
    }));
  await insertChunked(db, missing, (trx, rows) => trx.insertInto('categories').values(rows).execute());
  for (const c of missing) categoryIds.set(c.slug, c.id);
  const categorySlugs = demoCategories.map((c) => c.slug);

  // Courses first in memory (ids, prices, dates), so purchases and reviews can refer to them.
  const courses = Array.from({ length: options.courses }, (_, i) => {
    const categorySlug = categorySlugs[i % categorySlugs.length] ?? 'development';
    const topic = rand.pick(words.topicsByCategory[categorySlug] ?? ['Skills']);
    const price = rand.int(9, 149) * 100 + 99;
    return {
      id: newId(),
      i,
      categorySlug,
      topic,
      price,
      createdMs: now - rand.int(1, 730) * DAY - rand.int(0, DAY - 1),
    };
  });

  // Learners, then their purchases (popularity is skewed: a few courses sell a lot) and reviews.
  const stats: CourseStats[] = courses.map(() => ({ learners: 0, ratingCount: 0, ratingSum: 0 }));
  // A shuffled ranking, so the best sellers are spread over categories and dates.
  const popularity = courses.map((_, i) => i);
  for (let i = popularity.length - 1; i > 0; i--) {
    const j = rand.int(0, i);
    [popularity[i], popularity[j]] = [popularity[j] ?? 0, popularity[i] ?? 0];
  }
  const users: Insertable<Database['users']>[] = [];
  const purchases: Insertable<Database['purchases']>[] = [];
  const reviews: Insertable<Database['reviews']>[] = [];
  for (let n = 0; n < options.learners; n++) {
    const firstName = rand.pick(words.firstNames);
    const lastName = rand.pick(words.lastNames);
    const email = `${firstName}.${lastName}.${run}${n.toString(36)}@bench.example.com`.toLowerCase();
    const joinedMs = now - rand.int(0, 730) * DAY;
    const joined = new Date(joinedMs).toISOString();
    const id = newId();
    users.push({
      id,
      email,
      emailNormalized: email,
      passwordHash: options.passwordHash,
      firstName,
      lastName,
      phone: null,
      avatarKey: null,
      role: 'learner',
      emailVerified: 1,
      profileComplete: 1,
      googleSub: null,
      deletedAt: null,
      createdAt: joined,
      updatedAt: joined,
    });
    const r = rand.next();
    const count = courses.length === 0 ? 0 : r < 0.3 ? 0 : r < 0.6 ? 1 : r < 0.8 ? 2 : rand.int(3, 6);
    const bought = new Set<number>();
    for (let k = 0; k < count; k++)
      bought.add(popularity[Math.floor(rand.next() ** 3 * courses.length)] ?? 0);
    for (const c of bought) {
      const course = courses[c];
      const stat = stats[c];
      if (!course || !stat) continue;
      const fromMs = Math.max(course.createdMs, joinedMs);
      const boughtMs = fromMs + rand.next() * (now - fromMs);
      purchases.push({
        id: newId(),
        userId: id,
        courseId: course.id,
        amount: course.price,
        currency: 'USD',
        paymentId: null,
        source: 'grant',
        createdAt: new Date(boughtMs).toISOString(),
      });
      stat.learners += 1;
      if (rand.next() < 0.35) {
        const x = rand.next();
        const rating = x < 0.45 ? 5 : x < 0.78 ? 4 : x < 0.91 ? 3 : x < 0.97 ? 2 : 1;
        const at = new Date(boughtMs + rand.next() * (now - boughtMs)).toISOString();
        const comment = `${rand.pick(words.reviewOpeners)} ${course.topic}. ${rand.pick(words.reviewClosers)}`;
        reviews.push({
          id: newId(),
          courseId: course.id,
          userId: id,
          rating,
          comment,
          createdAt: at,
          updatedAt: at,
        });
        stat.ratingCount += 1;
        stat.ratingSum += rating;
      }
    }
  }
  say(
    `generated ${courses.length} courses, ${users.length} learners, ${purchases.length} purchases, ${reviews.length} reviews`,
  );

  let modules = 0;
  let chapters = 0;
  const chaptersByCourse = new Map<string, PlannedChapter[]>();
  const BATCH = 1_000;
  for (let b = 0; b < courses.length; b += BATCH) {
    const batch = courses
      .slice(b, b + BATCH)
      .map((course) => buildCourse(course, stats[course.i], rand, run, categoryIds, options.media));
    await insertChunked(
      db,
      batch.map((c) => c.course),
      (trx, rows) => trx.insertInto('courses').values(rows).execute(),
    );
    await insertChunked(
      db,
      batch.flatMap((c) => c.modules),
      (trx, rows) => trx.insertInto('courseModules').values(rows).execute(),
    );
    await insertChunked(
      db,
      batch.flatMap((c) => c.chapters),
      (trx, rows) => trx.insertInto('chapters').values(rows).execute(),
    );
    for (const c of batch) {
      chaptersByCourse.set(
        c.course.id,
        c.chapters.map((chapter) => ({
          id: chapter.id,
          type: chapter.type,
          durationMinutes: chapter.durationMinutes,
        })),
      );
    }
    modules += batch.reduce((sum, c) => sum + c.modules.length, 0);
    chapters += batch.reduce((sum, c) => sum + c.chapters.length, 0);
    say(
      `courses ${Math.min(b + BATCH, courses.length)}/${courses.length} (${modules} modules, ${chapters} chapters)`,
    );
  }
  for (let b = 0; b < users.length; b += 20_000) {
    await insertChunked(db, users.slice(b, b + 20_000), (trx, rows) =>
      trx.insertInto('users').values(rows).execute(),
    );
    say(`learners ${Math.min(b + 20_000, users.length)}/${users.length}`);
  }
  await insertChunked(db, purchases, (trx, rows) => trx.insertInto('purchases').values(rows).execute());
  say(`purchases ${purchases.length}`);
  const progress = planProgress(purchases, chaptersByCourse, rand, now);
  await insertChunked(db, progress, (trx, rows) => trx.insertInto('chapterProgress').values(rows).execute());
  await rebuildCompletedChapters(db);
  say(`chapter progress ${progress.length}`);
  await insertChunked(db, reviews, (trx, rows) => trx.insertInto('reviews').values(rows).execute());
  say(`reviews ${reviews.length}`);
  const bestSeller = courses[popularity[0] ?? 0]?.id;
  const teaching = await seedTeaching(
    db,
    insertChunked,
    {
      courseIds: courses.map((c) => c.id),
      bestSeller,
      chaptersByCourse,
      progress,
      rand,
      run,
      passwordHash: options.passwordHash,
      now,
    },
    say,
  );
  const sample = sampleLearner(users, purchases, progress);
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', teaching.adminEmail)
    .executeTakeFirstOrThrow();
  const discussions = planDiscussions({
    sampleLearnerId: users.find((u) => u.email === sample)?.id ?? null,
    adminId: admin.id,
    purchases,
    chaptersByCourse,
    rand,
    now,
  });
  await insertChunked(db, discussions.threads, (trx, rows) =>
    trx.insertInto('discussionThreads').values(rows).execute(),
  );
  await insertChunked(db, discussions.replies, (trx, rows) =>
    trx.insertInto('discussionReplies').values(rows).execute(),
  );
  await insertChunked(db, discussions.votes, (trx, rows) =>
    trx.insertInto('discussionVotes').values(rows).execute(),
  );
  say(`discussion threads ${discussions.threads.length}, replies ${discussions.replies.length}`);
  // Fresh statistics so the query planner sees the new table sizes (both engines know ANALYZE); on
  // PostgreSQL a VACUUM too, as autovacuum would soon, so index-only scans need no heap visits.
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await (isPostgres ? sql`vacuum analyze` : sql`analyze`).execute(db);
  say('analyzed');
  return {
    categories: categoryIds.size,
    courses: courses.length,
    modules,
    chapters,
    learners: users.length,
    purchases: purchases.length,
    reviews: reviews.length,
    progress: progress.length,
    sampleLearner: sample,
    discussedChapter: discussions.chapterId,
    discussionThreads: discussions.threads.length,
    bestSeller: bestSeller ?? null,
    ...teaching,
  };
}

type Rand = ReturnType<typeof randomGenerator>;
type PlannedCourse = {
  id: string;
  i: number;
  categorySlug: string;
  topic: string;
  price: number;
  createdMs: number;
};

function buildTitle(topic: string, rand: Rand): string {
  switch (rand.int(0, 3)) {
    case 0:
      return `${rand.pick(words.titleAdjectives)} ${topic}`;
    case 1:
      return `${topic} ${rand.pick(words.titleNouns)}`;
    case 2:
      return `${rand.pick(words.titleAdjectives)} ${topic} ${rand.pick(words.titleQualifiers)}`;
    default:
      return `${topic}: ${rand.pick(words.taglines)}`;
  }
}

function buildCourse(
  planned: PlannedCourse,
  stat: CourseStats | undefined,
  rand: Rand,
  run: string,
  categoryIds: Map<string, string>,
  media: LargeSeedOptions['media'],
) {
  const { topic } = planned;
  const title = buildTitle(topic, rand);
  const slugBase = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const paragraphs = [
    `This course teaches ${topic} through ${rand.pick(words.objects)} and ${rand.pick(words.objects)}. You will ${rand.pick(words.verbs)} and ${rand.pick(words.verbs)} your own work with ${topic}, and learn what makes it ${rand.pick(words.qualities)} and ${rand.pick(words.qualities)}.`,
    `Each module ends with a short exercise, so you practise as you go. By the end you will be able to ${rand.pick(words.verbs)} ${topic} work with confidence and explain your choices to colleagues.`,
  ];
  const moduleCount = rand.int(3, 5);
  const courseModules: Insertable<Database['courseModules']>[] = [];
  const courseChapters: Insertable<Database['chapters']>[] = [];
  let duration = 0;
  for (let m = 0; m < moduleCount; m++) {
    const moduleId = newId();
    courseModules.push({
      id: moduleId,
      courseId: planned.id,
      title: `${words.moduleStems[m] ?? 'More'}: ${topic}`,
      position: m + 1,
    });
    const chapterCount = rand.int(2, 5);
    for (let c = 0; c < chapterCount; c++) {
      const minutes = rand.int(3, 25);
      duration += minutes;
      const isText = rand.next() < 0.4 || !media.videoKey;
      courseChapters.push({
        id: newId(),
        moduleId,
        courseId: planned.id,
        title: `${rand.pick(words.chapterStems)} ${topic}`,
        type: isText ? 'text' : 'video',
        content: isText
          ? `<p>In this lesson you ${rand.pick(words.verbs)} ${topic} step by step using ${rand.pick(words.objects)}.</p><p>Try it yourself: ${rand.pick(words.verbs)} a small example and note what made it ${rand.pick(words.qualities)}.</p>`
          : '',
        videoKey: isText ? null : media.videoKey,
        durationMinutes: minutes,
        isPreview: m === 0 && c === 0 ? 1 : 0,
        position: c + 1,
      });
    }
  }
  const createdAt = new Date(planned.createdMs).toISOString();
  const ratingCount = stat?.ratingCount ?? 0;
  const ratingSum = stat?.ratingSum ?? 0;
  const firstName = rand.pick(words.firstNames);
  const lastName = rand.pick(words.lastNames);
  const course: Insertable<Database['courses']> = {
    id: planned.id,
    slug: `${slugBase}-${run}-${planned.i.toString(36)}`,
    title,
    subtitle: `Learn to ${rand.pick(words.verbs)} with ${topic} using ${rand.pick(words.objects)}`,
    description: paragraphs.map((p) => `<p>${p}</p>`).join(''),
    descriptionText: paragraphs.join(' '),
    outcomes: JSON.stringify(
      Array.from({ length: 4 }, () => {
        const verb = rand.pick(words.verbs);
        return `${verb.charAt(0).toUpperCase()}${verb.slice(1)} ${topic} work that is ${rand.pick(words.qualities)}`;
      }),
    ),
    requirements: JSON.stringify(['A computer with a modern browser', `Curiosity about ${topic}`]),
    level: rand.pick(['beginner', 'intermediate', 'advanced', 'all'] as const),
    language: 'en',
    priceCents: planned.price,
    imageKey: media.coverKey,
    instructorName: `${firstName} ${lastName}`,
    instructorBio: `${firstName} has worked with ${topic} for ${rand.int(5, 20)} years. They teach with ${rand.pick(words.objects)} drawn from real work.`,
    instructorAvatarKey: null,
    categoryId: categoryIds.get(planned.categorySlug) ?? '',
    published: 1,
    durationMinutes: duration,
    learnersCount: stat?.learners ?? 0,
    ratingCount,
    ratingSum,
    ratingAverage: ratingCount ? Math.round((ratingSum / ratingCount) * 100) / 100 : 0,
    createdAt,
    updatedAt: createdAt,
  };
  return { course, modules: courseModules, chapters: courseChapters };
}
