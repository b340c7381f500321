import { beforeAll, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import { call, describeEachDatabase, useTestApp } from '../../../test/helper.js';
import {
  createInstructor,
  createPublishedStudioCourse,
  enrolAndReview,
  saveInstructorProfile,
} from '../../../test/instructor-factories.js';
import { builtWebDist, isServerRendered, renderedText } from '../../../test/rendered-pages.js';

describeEachDatabase('the instructor page, drawn by the server (no script run)', (dialect) => {
  const t = useTestApp(dialect, { WEB_DIST: builtWebDist, PUBLIC_URL: 'https://learn.example.com' });
  let slug: string;
  let courseSlug: string;

  beforeAll(async () => {
    const admin = await createAdmin(t.app);
    const teacher = await createInstructor(t.app);
    slug = `drawn-${teacher.id.slice(0, 8).toLowerCase()}`;
    await saveInstructorProfile(t.app, teacher, {
      slug,
      headline: 'Baker & teacher',
      bio: 'Bakes bread every day.',
      links: ['https://example.com/ada'],
    });
    const course = await createPublishedStudioCourse(t.app, teacher, admin.token, {
      title: 'Rye & spelt',
      price: 0,
    });
    courseSlug = course.slug;
    await enrolAndReview(t.app, course.courseId, 4);
  });

  it('has the name, headline, figures, bio, links and course cards in its HTML', async () => {
    const response = await call(t.app, { method: 'GET', url: `/instructors/${slug}` });
    expect(response.statusCode).toBe(200);
    expect(isServerRendered(response.body)).toBe(true);
    const text = renderedText(response.body);
    for (const part of [
      'Test Learner',
      'Baker & teacher',
      '1 course',
      '1 learner',
      '1 review',
      '4.0 average rating',
      'Bakes bread every day.',
      'example.com/ada',
      'Courses by Test Learner',
      'Rye & spelt',
    ]) {
      expect(text, part).toContain(part);
    }
    expect(response.body).toContain(`href="/courses/${courseSlug}"`);
  });

  it('answers an unknown slug with HTTP 404 and the app’s not-found page', async () => {
    const response = await call(t.app, { method: 'GET', url: '/instructors/nobody-at-all' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('noindex');
  });
});
