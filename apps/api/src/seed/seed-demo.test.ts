import type {
  AdminCourse,
  ChapterContent,
  CmsPage,
  CourseDetails,
  CourseSummary,
  LearningCourse,
  Paged,
  Payment,
  Purchase,
  PurchasedCourse,
} from '@coursewise/contract';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { createAdmin } from '../../test/admin-factories.js';
import { call, describeEachDatabase, useTestApp } from '../../test/helper.js';
import { demoCatalogue } from './demo-data/catalogue.js';
import { DEMO_PROGRESS } from './demo-progress.js';
import { DEMO_VIDEO_MINUTES, DEMO_VIDEO_SECONDS } from './outline.js';
import {
  DEMO_CAPTIONS_KEY,
  DEMO_INSTRUCTOR,
  DEMO_LEARNER,
  DEMO_LEARNER_COURSES,
  DEMO_VIDEO_KEY,
  seedDemo,
} from './seed-demo.js';

describeEachDatabase('demo seed', (dialect) => {
  const t = useTestApp(dialect);
  let seeded: boolean;
  let seconds: number;
  let courses: CourseSummary[];
  let details: CourseDetails[];

  const get = async <T>(url: string, token?: string): Promise<T> => {
    const response = await call(t.app, { method: 'GET', url, token });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return (response.json() as { data: T }).data;
  };
  const signIn = async (email: string, password: string) =>
    call(t.app, { method: 'POST', url: '/api/user/signin', payload: { email, password } });
  const counts = async () => ({
    courses: (await get<Paged<CourseSummary>>('/api/course/list?limit=1')).total,
    categories: (await get<unknown[]>('/api/category/list')).length,
    faqs: (await get<unknown[]>('/api/faq/list')).length,
    testimonials: (await get<unknown[]>('/api/testimonial/list')).length,
    help: (await get<unknown[]>('/api/help/list')).length,
    reviews: (await get<Paged<CourseSummary>>('/api/course/list?limit=100')).items.reduce(
      (sum, course) => sum + course.rating.count,
      0,
    ),
  });

  beforeAll(async () => {
    const started = performance.now();
    seeded = await seedDemo(t.app.ctx.db, t.app.ctx);
    seconds = (performance.now() - started) / 1000;
    courses = (await get<Paged<CourseSummary>>('/api/course/list?limit=100')).items;
    details = await Promise.all(
      courses.map((c) => get<CourseDetails>(`/api/course/details?slug=${encodeURIComponent(c.slug)}`)),
    );
  }, 120_000);

  it('seeds the empty database quickly', () => {
    expect(seeded).toBe(true);
    console.info(`seedDemo on ${dialect}: ${seconds.toFixed(2)} s`);
    expect(seconds).toBeLessThan(30);
  });

  it('publishes at least 24 courses over 6 categories, two free and the rest priced $9.99–$149.99', async () => {
    expect(courses.length).toBeGreaterThanOrEqual(24);
    const categories = await get<{ slug: string; courseCount: number }[]>('/api/category/list');
    expect(categories).toHaveLength(6);
    for (const category of categories) expect(category.courseCount).toBeGreaterThanOrEqual(4);
    expect(new Set(courses.map((c) => c.category.slug)).size).toBe(6);
    expect(courses.filter((c) => c.price === 0).map((c) => c.slug)).toEqual(
      expect.arrayContaining(['deep-work-productivity', 'writing-clearly-at-work']),
    );
    for (const course of courses.filter((c) => c.price !== 0)) {
      expect(course.price).toBeGreaterThanOrEqual(999);
      expect(course.price).toBeLessThanOrEqual(14999);
      expect(course.price % 100).toBe(99);
      expect(course.currency).toBe('USD');
    }
    expect(new Set(courses.map((c) => c.level))).toEqual(
      new Set(['beginner', 'intermediate', 'advanced', 'all']),
    );
  });

  it('gives every course a full page: description, outcomes, instructor and 3–6 modules of 2–5 chapters', () => {
    for (const course of details) {
      expect(course.description).toMatch(/^<p>/);
      expect(course.outcomes.length).toBeGreaterThanOrEqual(4);
      expect(course.outcomes.length).toBeLessThanOrEqual(6);
      expect(course.requirements.length).toBeGreaterThanOrEqual(2);
      expect(course.requirements.length).toBeLessThanOrEqual(3);
      expect(course.instructor.name).not.toBe('');
      expect(course.instructor.avatarUrl).toMatch(/\.webp$/);
      expect(course.modules.length, course.slug).toBeGreaterThanOrEqual(3);
      expect(course.modules.length, course.slug).toBeLessThanOrEqual(6);
      for (const module of course.modules) {
        expect(module.chapters.length, `${course.slug}: ${module.title}`).toBeGreaterThanOrEqual(2);
        expect(module.chapters.length, `${course.slug}: ${module.title}`).toBeLessThanOrEqual(5);
        for (const chapter of module.chapters) {
          if (chapter.type === 'video') {
            // Every video chapter plays the demo clip: it lasts what the clip lasts.
            expect(chapter.durationMinutes).toBe(DEMO_VIDEO_MINUTES);
            continue;
          }
          expect(chapter.durationMinutes).toBeGreaterThanOrEqual(3);
          expect(chapter.durationMinutes).toBeLessThanOrEqual(25);
        }
      }
      const chapters = course.modules.flatMap((m) => m.chapters);
      expect(chapters[0]?.isPreview).toBe(true);
      expect(chapters.filter((c) => c.isPreview).length).toBeLessThanOrEqual(2);
      expect(new Set(chapters.map((c) => c.type))).toEqual(new Set(['video', 'text']));
      expect(course.durationMinutes).toBe(chapters.reduce((sum, c) => sum + c.durationMinutes, 0));
    }
  });

  it('seeds only courses the publish rules accept: every video has its video, every reading its words', async () => {
    const boss = await createAdmin(t.app);
    for (const course of courses) {
      const response = await call(t.app, {
        method: 'GET',
        url: `/api/admin/courses/${course.id}`,
        token: boss.token,
      });
      expect((response.json() as { data: AdminCourse }).data.missingForPublish, course.slug).toEqual([]);
    }
  });

  it('stores every cover in five widths and every avatar in three, and lists them as srcsets', async () => {
    const testimonials =
      await get<{ avatarUrl: string | null; avatarSrcSet?: string | null }[]>('/api/testimonial/list');
    const images = [
      ...courses.map((c) => ({ url: c.imageUrl, srcSet: c.imageSrcSet, widths: [320, 480, 720, 960, 1280] })),
      ...details.map((c) => ({
        url: c.instructor.avatarUrl,
        srcSet: c.instructor.avatarSrcSet,
        widths: [64, 128, 256],
      })),
      ...testimonials.map((x) => ({ url: x.avatarUrl, srcSet: x.avatarSrcSet, widths: [64, 128, 256] })),
    ];
    expect(images.length).toBeGreaterThan(courses.length);
    for (const { url, srcSet, widths } of images) {
      const folder = url?.replace(/\/\d+\.webp$/, '') ?? '';
      expect(url).toBe(`${folder}/${widths.at(-1)}.webp`);
      expect(srcSet).toBe(widths.map((w) => `${folder}/${w}.webp ${w}w`).join(', '));
      for (const width of widths) {
        const response = await call(t.app, { method: 'GET', url: `${folder}/${width}.webp` });
        expect(response.statusCode, `${folder}/${width}.webp`).toBe(200);
        expect((await sharp(response.rawPayload).metadata()).width).toBe(width);
      }
    }
  });

  it('stores a WebP cover per course, the avatars, and the demo video and captions privately', async () => {
    const urls = [
      ...courses.map((c) => c.imageUrl),
      ...details.map((c) => c.instructor.avatarUrl),
      ...(await get<{ avatarUrl: string | null }[]>('/api/testimonial/list')).map((x) => x.avatarUrl),
    ];
    for (const url of urls) {
      expect(url).toMatch(/^\/uploads\/.+\.webp$/);
      const response = await call(t.app, { method: 'GET', url: url ?? '' });
      expect(response.statusCode, url ?? '').toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.rawPayload.subarray(8, 12).toString('ascii')).toBe('WEBP');
    }
    expect(courses[0]?.imageUrl).toBe(
      `/uploads/courses/${courses[0]?.slug}/cover/320-480-720-960-1280/1280.webp`,
    );
    for (const key of [DEMO_VIDEO_KEY, DEMO_CAPTIONS_KEY]) {
      expect((await call(t.app, { method: 'GET', url: `/uploads/${key}` })).statusCode, key).toBe(404);
    }
    const video = await call(t.app, { method: 'GET', url: t.app.ctx.mediaLinks.url(DEMO_VIDEO_KEY) });
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/webm');
    expect(video.rawPayload.length).toBeGreaterThan(10_000);
    const captions = await call(t.app, { method: 'GET', url: t.app.ctx.mediaLinks.url(DEMO_CAPTIONS_KEY) });
    expect(captions.statusCode).toBe(200);
    expect(captions.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(captions.body).toMatch(/^WEBVTT\n/);
    const cueTimes = [
      ...captions.body.matchAll(/^(\d\d):(\d\d):(\d\d)\.\d{3} --> (\d\d):(\d\d):(\d\d)\.\d{3}$/gm),
    ];
    expect(cueTimes.length).toBeGreaterThanOrEqual(3);
    for (const [, , , , h, m, sec] of cueTimes)
      expect(Number(h) * 3600 + Number(m) * 60 + Number(sec)).toBeLessThanOrEqual(12);
  });

  it('gives every course a video chapter with captions and text chapters with real prose', async () => {
    const chapters = await t.app.ctx.db
      .selectFrom('chapters')
      .leftJoin('chapterCaptions', (join) =>
        join.onRef('chapterCaptions.chapterId', '=', 'chapters.id').on('chapterCaptions.language', '=', 'en'),
      )
      .select(['courseId', 'type', 'videoKey', 'chapterCaptions.storageKey as captionsKey', 'content'])
      .execute();
    for (const course of courses) {
      const own = chapters.filter((c) => c.courseId === course.id);
      const videos = own.filter((c) => c.type === 'video');
      expect(videos.length, course.slug).toBeGreaterThanOrEqual(1);
      for (const video of videos)
        expect(video, course.slug).toMatchObject({
          videoKey: DEMO_VIDEO_KEY,
          captionsKey: DEMO_CAPTIONS_KEY,
        });
      const texts = own.filter((c) => c.type === 'text');
      expect(texts.length, course.slug).toBeGreaterThanOrEqual(1);
      for (const text of texts) {
        expect(text.videoKey).toBeNull();
        expect(text.content).toMatch(/^<p>/);
        expect(text.content.replace(/<[^>]+>/g, '').split(/\s+/).length, course.slug).toBeGreaterThan(80);
        expect(text.content).not.toMatch(/<script/i);
      }
    }
    // A preview video chapter plays through a signed link for anyone.
    const preview = details
      .flatMap((d) => d.modules.flatMap((m) => m.chapters))
      .find((c) => c.isPreview && c.type === 'video');
    const chapter = await get<ChapterContent>(`/api/chapter/details/${preview?.id}`);
    expect(chapter.videoUrl).toMatch(/^\/api\/media\/videos\/demo-lesson\.webm\?expires=\d+&signature=/);
    expect(chapter.captionsUrl).toMatch(
      /^\/api\/media\/videos\/demo-lesson\.en\.vtt\?expires=\d+&signature=/,
    );
  });

  it('has reviews from demo learners, and every rating summary matches its reviews', () => {
    const total = details.reduce((sum, c) => sum + c.rating.count, 0);
    expect(total).toBeGreaterThanOrEqual(48);
    const ratings = details.flatMap((c) => c.reviews.map((r) => r.rating));
    expect(new Set(ratings)).toEqual(new Set([2, 3, 4, 5]));
    for (const course of details) {
      const breakdown = Object.values(course.ratingBreakdown).reduce((a, b) => a + b, 0);
      expect(course.rating.count, course.slug).toBe(breakdown);
      expect(course.reviews).toHaveLength(course.rating.count);
      const sum = course.reviews.reduce((s, r) => s + r.rating, 0);
      expect(course.rating.average).toBeCloseTo(sum / course.reviews.length, 2);
      for (const review of course.reviews) {
        expect(review.author.name).toMatch(/^\p{L}+ \p{L}\.$/u);
        expect(review.comment.length).toBeGreaterThan(20);
      }
      expect(course.learners).toBeGreaterThan(course.rating.count);
    }
  });

  it('makes popular and newest sorting meaningful', async () => {
    const popular = await get<Paged<CourseSummary>>('/api/course/list?sort=popular&limit=3');
    const learners = popular.items.map((c) => c.learners);
    expect(learners).toEqual([...learners].sort((a, b) => b - a));
    expect(learners[0]).toBeGreaterThan(30_000);
    const newest = await get<Paged<CourseSummary>>('/api/course/list?sort=newest&limit=1');
    const youngest = demoCatalogue
      .flatMap((c) => c.courses)
      .reduce((a, b) => (b.daysAgo < a.daysAgo ? b : a));
    expect(newest.items[0]?.slug).toBe(youngest.slug);
    const search = await get<Paged<CourseSummary>>('/api/course/list?search=pandas');
    expect(search.items.map((c) => c.slug)).toContain('python-for-data-analysis');
  });

  it('serves the CMS pages with their blocks', async () => {
    const paths = [
      '/api/cms/home-cms',
      '/api/cms/about-us-cms',
      '/api/cms/faq-cms',
      '/api/cms/contact-us-cms',
      '/api/cms/details/terms',
      '/api/cms/details/privacy',
    ];
    const pages = new Map<string, CmsPage>();
    for (const path of paths) {
      const page = await get<CmsPage>(path);
      expect(page.blocks.length, path).toBeGreaterThan(0);
      expect(JSON.stringify(page)).not.toContain('{contactEmail}');
      pages.set(page.slug, page);
    }
    expect([...pages.keys()]).toEqual(['home', 'about', 'faq', 'contact', 'terms', 'privacy']);
    const hero = pages.get('home')?.blocks[0];
    expect(hero).toMatchObject({ key: 'hero', ctaLabel: 'Browse courses', ctaUrl: '/courses' });
    expect(pages.get('about')?.blocks.map((b) => b.key)).toEqual(['mission', 'story', 'team', 'values']);
    const privacy = JSON.stringify(pages.get('privacy'));
    for (const word of ['auth_token', 'user-consent', 'card payment provider', 'Delete account']) {
      expect(privacy).toContain(word);
    }
    expect(pages.get('terms')?.blocks.length).toBeGreaterThanOrEqual(8);
  });

  it('serves the home page in Spanish, French and German, the same blocks with their own words', async () => {
    const english = await get<CmsPage>('/api/cms/home-cms');
    const heroes: Record<string, string | null | undefined> = {};
    for (const locale of ['es', 'fr', 'de']) {
      const response = await call(t.app, {
        method: 'GET',
        url: '/api/cms/home-cms',
        headers: { cookie: `locale=${locale}` },
      });
      const page = (response.json() as { data: CmsPage }).data;
      expect(page.locale).toBe(locale);
      expect(page.blocks.map((b) => [b.key, b.ctaUrl, b.imageUrl])).toEqual(
        english.blocks.map((b) => [b.key, b.ctaUrl, b.imageUrl]),
      );
      heroes[locale] = page.blocks[0]?.title;
    }
    expect(heroes).toEqual({
      es: 'Aprende habilidades que impulsen tu carrera',
      fr: 'Apprenez les compétences qui font avancer votre carrière',
      de: 'Lernen Sie Fähigkeiten, die Ihre Karriere voranbringen',
    });
  });

  it('lists 10 FAQs, 6 testimonials and 8 help articles', async () => {
    expect(await get<unknown[]>('/api/faq/list')).toHaveLength(10);
    const testimonials = await get<{ rating: number }[]>('/api/testimonial/list');
    expect(testimonials).toHaveLength(6);
    for (const x of testimonials) expect(x.rating).toBeGreaterThanOrEqual(4);
    const help = await get<{ category: string; body: string }[]>('/api/help/list');
    expect(help).toHaveLength(8);
    expect(new Set(help.map((h) => h.category))).toEqual(
      new Set(['Account', 'Payments', 'Learning', 'Certificates']),
    );
    for (const article of help) expect(article.body).toContain('<li>');
  });

  it('lets the demo accounts sign in; the demo learner owns two courses', async () => {
    const learner = await signIn(DEMO_LEARNER.email, DEMO_LEARNER.password);
    expect(learner.statusCode, learner.body).toBe(200);
    const token = (learner.json() as { data: { token: string } }).data.token;
    const list = await get<Paged<CourseSummary>>('/api/course/list?limit=100', token);
    expect(
      list.items
        .filter((c) => c.isPurchased)
        .map((c) => c.slug)
        .sort(),
    ).toEqual([...DEMO_LEARNER_COURSES].sort());
    const admin = await signIn(t.app.ctx.config.admin.email, t.app.ctx.config.admin.password);
    expect(admin.statusCode, admin.body).toBe(200);
    expect((admin.json() as { data: { user: { role: string } } }).data.user.role).toBe('admin');
    const maya = await signIn('maya.patel@example.com', DEMO_LEARNER.password);
    expect(maya.statusCode, maya.body).toBe(200);
  });

  it('lets the demo instructor sign in and find their one course in the studio', async () => {
    const signin = await signIn(DEMO_INSTRUCTOR.email, DEMO_INSTRUCTOR.password);
    expect(signin.statusCode, signin.body).toBe(200);
    const { token, user } = (signin.json() as { data: { token: string; user: { role: string } } }).data;
    expect(user.role).toBe('instructor');
    const mine = await get<Paged<AdminCourse>>('/api/instructor/courses', token);
    expect(mine.items.map((course) => course.slug)).toEqual([DEMO_INSTRUCTOR.course]);
    const course = await get<AdminCourse>(`/api/instructor/courses/${mine.items[0]?.id}`, token);
    expect(course.instructors).toEqual([
      expect.objectContaining({ email: DEMO_INSTRUCTOR.email, name: 'Daniel Okafor', role: 'owner' }),
    ]);
  });

  it('gives the demo learner real paid receipts for both courses, in $ and £', async () => {
    const signin = await signIn(DEMO_LEARNER.email, DEMO_LEARNER.password);
    const token = (signin.json() as { data: { token: string } }).data.token;
    const purchases = await get<Paged<Purchase>>('/api/purchase/list', token);
    expect(purchases.items.map((p) => p.course.slug).sort()).toEqual([...DEMO_LEARNER_COURSES].sort());
    expect(purchases.items.map((p) => p.currency).sort()).toEqual(['GBP', 'USD']);
    for (const purchase of purchases.items) {
      expect(purchase.receiptNumber).toMatch(/^CW-R-\d{4}-\d{6}$/);
      expect(purchase.card).toEqual({ brand: 'visa', last4: '4242' });
      const payment = await get<Payment>(`/api/course/payment/${purchase.paymentId}`, token);
      expect(payment).toMatchObject({ status: 'succeeded', receiptNumber: purchase.receiptNumber });
      expect(payment.lines.map((line) => line.amount)).toEqual([purchase.amount]);
    }
  });

  it('leaves the demo learner one course half done (paused in a video) and one finished', async () => {
    const signin = await signIn(DEMO_LEARNER.email, DEMO_LEARNER.password);
    const token = (signin.json() as { data: { token: string } }).data.token;
    const learning = await get<Paged<LearningCourse>>('/api/learning/courses', token);
    expect(learning.items.map((i) => i.course.slug)).toEqual([
      DEMO_PROGRESS.halfDone,
      DEMO_PROGRESS.finished,
    ]);
    const [halfDone, finished] = learning.items;
    expect(halfDone?.progress.percent).toBe(50);
    expect(finished?.progress.percent).toBe(100);

    const course = await get<PurchasedCourse>(`/api/course/purchase-details/${halfDone?.course.id}`, token);
    const chapters = course.modules.flatMap((m) => m.chapters);
    const paused = chapters.find((c) => c.id === course.lastChapterId);
    expect(course.nextChapterId).toBe(course.lastChapterId);
    expect(paused).toMatchObject({ type: 'video', completed: false });
    expect(paused?.positionSeconds).toBeGreaterThan(0);
    expect(paused?.positionSeconds).toBeLessThan(DEMO_VIDEO_SECONDS);
    const opened = await get<ChapterContent>(`/api/chapter/details/${paused?.id}`, token);
    expect(opened.progress).toEqual({ completed: false, positionSeconds: paused?.positionSeconds });

    const done = await get<PurchasedCourse>(`/api/course/purchase-details/${finished?.course.id}`, token);
    const last = done.modules.at(-1)?.chapters.at(-1);
    expect(done.progress.completed).toBe(done.progress.total);
    expect(done.lastChapterId).toBe(last?.id);
    for (const chapter of done.modules.flatMap((m) => m.chapters)) expect(chapter.completed).toBe(true);
    expect(new Set(Object.values(DEMO_PROGRESS))).toEqual(new Set(DEMO_LEARNER_COURSES));
  });

  it('changes nothing when called again', async () => {
    const before = await counts();
    expect(await seedDemo(t.app.ctx.db, t.app.ctx)).toBe(false);
    expect(await counts()).toEqual(before);
  });
});
