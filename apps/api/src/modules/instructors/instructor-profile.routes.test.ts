import type { CourseDetails, InstructorPublicProfile, OwnInstructorProfile } from '@coursewise/contract';
import { beforeAll, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import { createCourseFixture } from '../../../test/catalogue-factories.js';
import { createLearner, type TestUser } from '../../../test/factories.js';
import { call, describeEachDatabase, errorOf, hugeString, json, useTestApp } from '../../../test/helper.js';
import {
  createInstructor,
  createPublishedStudioCourse,
  createStudioCourse,
  enrolAndReview,
  saveInstructorProfile,
  studio,
} from '../../../test/instructor-factories.js';

const publicProfile = (app: Parameters<typeof call>[0], slug: string, token?: string) =>
  call(app, { method: 'GET', url: `/api/instructor/profile/${slug}`, ...(token ? { token } : {}) });

describeEachDatabase('instructor profiles', (dialect) => {
  const t = useTestApp(dialect);
  let admin: TestUser;
  let ada: TestUser;
  let slug: string;

  beforeAll(async () => {
    admin = await createAdmin(t.app);
    ada = await createInstructor(t.app);
    slug = `ada-${ada.id.slice(0, 8).toLowerCase()}`;
  });

  it('suggests a free slug from the name before the first save, then keeps what was saved', async () => {
    const fresh = await createInstructor(t.app);
    const before = json<{ data: OwnInstructorProfile }>(await studio(t.app, fresh.token, 'GET', '/profile'));
    expect(before.data).toMatchObject({ headline: '', bio: '', links: [], isPublic: false });
    expect(before.data.slug).toMatch(/^test-learner(?:-\d+)?$/);
    const saved = await saveInstructorProfile(t.app, fresh, {
      slug: before.data.slug,
      headline: '  Baker and teacher ',
      bio: 'I bake.\nI teach.',
      links: ['https://example.com/me', 'https://www.youtube.com/@baker', 'https://example.com/me'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json<{ message: string }>(saved).message).toBe('Profile saved.');
    const after = json<{ data: OwnInstructorProfile }>(await studio(t.app, fresh.token, 'GET', '/profile'));
    expect(after.data).toEqual({
      slug: before.data.slug,
      headline: 'Baker and teacher',
      bio: 'I bake.\nI teach.',
      links: ['https://example.com/me', 'https://www.youtube.com/@baker'],
      isPublic: true,
    });
    // The next instructor with the same name is offered another slug.
    const namesake = await createInstructor(t.app);
    const offered = json<{ data: OwnInstructorProfile }>(
      await studio(t.app, namesake.token, 'GET', '/profile'),
    );
    expect(offered.data.slug).not.toBe(before.data.slug);
  });

  it('refuses bad input with a message and keeps the stored profile', async () => {
    expect((await saveInstructorProfile(t.app, ada, { slug, headline: 'Teacher' })).statusCode).toBe(200);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ slug, headline: '', bio: hugeString(2001), links: [] }, 400, 'bio'],
      [{ slug, headline: 'x'.repeat(121), bio: '', links: [] }, 400, 'headline'],
      [{ slug: 'Not A Slug', headline: '', bio: '', links: [] }, 400, 'slug'],
      [{ slug: '', headline: '', bio: '', links: [] }, 400, 'slug'],
      [{ slug, headline: '', bio: '', links: ['http://example.com'] }, 400, 'link'],
      [{ slug, headline: '', bio: '', links: ['https://localhost/x'] }, 400, 'link'],
      [{ slug, headline: '', bio: '', links: ['https://user:pw@example.com'] }, 400, 'link'],
      [{ slug, headline: '', bio: '', links: ['javascript:alert(1)'] }, 400, 'link'],
      [{ slug, headline: '', bio: '', links: Array(6).fill('https://example.com') }, 400, 'link'],
      [{ slug, headline: 3, bio: '', links: [] }, 400, 'headline'],
      [{ slug, bio: '', links: [] }, 400, 'headline'],
      [{ slug, headline: '', bio: '', links: [], role: 'admin' }, 400, ''],
    ];
    for (const [payload, status, field] of cases) {
      const refused = await studio(t.app, ada.token, 'PUT', '/profile', payload);
      expect(refused.statusCode, JSON.stringify(payload).slice(0, 200)).toBe(status);
      expect(errorOf(refused).message).toContain(field);
    }
    const huge = await studio(t.app, ada.token, 'PUT', '/profile', {
      slug,
      headline: '',
      bio: hugeString(),
      links: [],
    });
    expect(huge.statusCode).toBe(413);
    const kept = json<{ data: OwnInstructorProfile }>(await studio(t.app, ada.token, 'GET', '/profile'));
    expect(kept.data).toMatchObject({ slug, headline: 'Teacher', isPublic: true });
  });

  it('answers 409 for a slug another instructor has; the owner may save it again', async () => {
    const other = await createInstructor(t.app);
    const taken = await saveInstructorProfile(t.app, other, { slug });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).message).toBe('Another instructor already has this address');
    expect((await saveInstructorProfile(t.app, ada, { slug, headline: 'Teacher' })).statusCode).toBe(200);
  });

  it('needs an instructor: 401 without a token, 403 for a learner or an admin', async () => {
    const learner = await createLearner(t.app);
    expect((await call(t.app, { method: 'GET', url: '/api/instructor/profile' })).statusCode).toBe(401);
    for (const user of [learner, admin]) {
      const refused = await studio(t.app, user.token, 'PUT', '/profile', {
        slug: 'x',
        headline: '',
        bio: '',
        links: [],
      });
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused).message).toBe('This needs an instructor account');
      expect((await studio(t.app, user.token, 'GET', '/profile')).statusCode).toBe(403);
    }
  });

  it('shows the public profile without a token: published courses only, with their figures and totals', async () => {
    const teacher = await createInstructor(t.app);
    const teacherSlug = `teacher-${teacher.id.slice(0, 8).toLowerCase()}`;
    await saveInstructorProfile(t.app, teacher, {
      slug: teacherSlug,
      headline: 'Bread',
      bio: 'Bakes.',
      links: ['https://example.com'],
    });
    const free = { price: 0 };
    const popular = await createPublishedStudioCourse(t.app, teacher, admin.token, {
      ...free,
      title: 'Sourdough at home',
    });
    const quiet = await createPublishedStudioCourse(t.app, teacher, admin.token, {
      ...free,
      title: 'Rye basics',
    });
    await createStudioCourse(t.app, teacher); // a draft: never listed
    for (const rating of [5, 4, 3]) await enrolAndReview(t.app, popular.courseId, rating);
    await enrolAndReview(t.app, quiet.courseId, 2);

    const answer = await publicProfile(t.app, teacherSlug);
    expect(answer.statusCode, answer.body).toBe(200);
    const profile = json<{ data: InstructorPublicProfile }>(answer).data;
    expect(profile).toMatchObject({
      slug: teacherSlug,
      name: 'Test Learner',
      headline: 'Bread',
      bio: 'Bakes.',
      links: ['https://example.com'],
      avatarUrl: null,
      totals: { courses: 2, learners: 4, reviews: 4, averageRating: 3.5 },
    });
    expect(profile.courses.map((c) => [c.title, c.learners, c.rating])).toEqual([
      ['Sourdough at home', 3, { average: 4, count: 3 }],
      ['Rye basics', 1, { average: 2, count: 1 }],
    ]);
    expect(profile.courses[0]).not.toHaveProperty('isWishlisted');

    // The course page's instructor card names the owner's profile; a console-made course has none.
    const details = await call(t.app, { method: 'GET', url: `/api/course/details?slug=${popular.slug}` });
    expect(json<{ data: CourseDetails }>(details).data.instructor.slug).toBe(teacherSlug);
    const console = await createCourseFixture(t.app);
    const consoleDetails = await call(t.app, { method: 'GET', url: `/api/course/details?id=${console.id}` });
    expect(json<{ data: CourseDetails }>(consoleDetails).data.instructor).not.toHaveProperty('slug');
  });

  it('answers 404 for an unknown slug, an unsaved profile or an account no longer an instructor', async () => {
    for (const unknown of ['nobody-here', 'NOT-A-SLUG', 'x'.repeat(150)]) {
      const missing = await publicProfile(t.app, unknown);
      expect(missing.statusCode).toBe(404);
      expect(errorOf(missing).message).toBe('This instructor does not exist');
    }
    const former = await createInstructor(t.app);
    const formerSlug = `former-${former.id.slice(0, 8).toLowerCase()}`;
    await saveInstructorProfile(t.app, former, { slug: formerSlug });
    const course = await createPublishedStudioCourse(t.app, former, admin.token);
    expect((await publicProfile(t.app, formerSlug)).statusCode).toBe(200);
    const demoted = await call(t.app, {
      method: 'PUT',
      url: `/api/admin/users/${former.id}`,
      token: admin.token,
      payload: { role: 'learner' },
    });
    expect(demoted.statusCode).toBe(200);
    expect((await publicProfile(t.app, formerSlug)).statusCode).toBe(404);
    t.app.catalogueCache.invalidate();
    const details = await call(t.app, { method: 'GET', url: `/api/course/details?slug=${course.slug}` });
    expect(json<{ data: CourseDetails }>(details).data.instructor).not.toHaveProperty('slug');
  });

  it('a saved profile shows at once on its course pages (the cached page is read again)', async () => {
    const late = await createInstructor(t.app);
    const course = await createPublishedStudioCourse(t.app, late, admin.token);
    const details = () => call(t.app, { method: 'GET', url: `/api/course/details?slug=${course.slug}` });
    expect(json<{ data: CourseDetails }>(await details()).data.instructor).not.toHaveProperty('slug');
    const lateSlug = `late-${late.id.slice(0, 8).toLowerCase()}`;
    await saveInstructorProfile(t.app, late, { slug: lateSlug });
    expect(json<{ data: CourseDetails }>(await details()).data.instructor.slug).toBe(lateSlug);
  });
});
