import type { FastifyInstance } from 'fastify';
import { storedImageUrl } from './catalogue-admin-factories.js';
import { createCategoryFixture } from './catalogue-factories.js';
import { createLearner, type TestUser, uniqueEmail } from './factories.js';
import { call } from './helper.js';

/** Instructors and their studio courses for the studio tests. */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A verified instructor with a valid token, made directly through the account module. */
export function createInstructor(app: FastifyInstance, email = uniqueEmail('instructor')): Promise<TestUser> {
  return createLearner(app, { email, role: 'instructor' });
}

/** One studio request (`path` after `/api/instructor`). */
export const studio = (
  app: FastifyInstance,
  token: string,
  method: Method,
  path: string,
  payload?: unknown,
) =>
  call(app, {
    method,
    url: `/api/instructor${path}`,
    token,
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });

export interface StudioCourse {
  courseId: string;
  moduleId: string;
  chapterId: string;
}

/** A draft course created in the studio by `owner`, with one module holding one reading chapter. */
export async function createStudioCourse(app: FastifyInstance, owner: TestUser): Promise<StudioCourse> {
  const category = await createCategoryFixture(app);
  const created = await studio(app, owner.token, 'POST', '/courses', {
    title: `Studio course ${Date.now().toString(36)}`,
    categoryId: category.id,
  });
  if (created.statusCode !== 201) throw new Error(created.body);
  const courseId = (created.json() as { data: { id: string } }).data.id;
  const module = await studio(app, owner.token, 'POST', `/courses/${courseId}/modules`, { title: 'Basics' });
  const moduleId = (module.json() as { data: { id: string } }).data.id;
  const chapter = await studio(app, owner.token, 'POST', `/modules/${moduleId}/chapters`, {
    title: 'Reading',
    type: 'text',
    content: '<p>Hello</p>',
  });
  if (chapter.statusCode !== 201) throw new Error(chapter.body);
  const chapterId = (chapter.json() as { data: { id: string } }).data.id;
  return { courseId, moduleId, chapterId };
}

/** A valid question body: two options, the first correct. */
export const questionBody = (text = 'Is this right?') => ({
  text,
  options: [
    { text: 'Yes', isCorrect: true },
    { text: 'No', isCorrect: false },
  ],
});

export interface StudioQuizCourse extends StudioCourse {
  chapterQuestionId: string;
  finalQuestionId: string;
}

/** A studio course whose chapter has a one-question quiz and whose final pool holds one question. */
export async function createStudioQuizCourse(
  app: FastifyInstance,
  owner: TestUser,
): Promise<StudioQuizCourse> {
  const course = await createStudioCourse(app, owner);
  const add = async (path: string) => {
    const response = await studio(app, owner.token, 'POST', path, questionBody());
    if (response.statusCode !== 201) throw new Error(response.body);
    return (response.json() as { data: { id: string } }).data.id;
  };
  return {
    ...course,
    chapterQuestionId: await add(`/chapters/${course.chapterId}/questions`),
    finalQuestionId: await add(`/courses/${course.courseId}/final-questions`),
  };
}

/** A CSV import sent as the body itself (`path` after `/api/instructor`). */
export const studioCsv = (app: FastifyInstance, token: string | undefined, path: string, csv: string) =>
  call(app, {
    method: 'POST',
    url: `/api/instructor${path}`,
    ...(token ? { token } : {}),
    payload: csv,
    headers: { 'content-type': 'text/csv' },
  });

/** Two questions in the import's CSV format (header first). */
export const twoQuestionsCsv = [
  'question,option1,option2,option3,correct,explanation',
  '"Which is a colour, really?",Red,Table,,1,Red is.',
  'Pick the even numbers,2,3,4,1;3,',
  '',
].join('\n');
/**
 * A studio course of `owner`, given a cover and a price in the studio (0: free, so learners enrol), then
 * published by `adminToken` (instructors cannot publish themselves).
 */
export async function createPublishedStudioCourse(
  app: FastifyInstance,
  owner: TestUser,
  adminToken: string,
  options: { title?: string; price?: number } = {},
): Promise<StudioCourse & { slug: string }> {
  const course = await createStudioCourse(app, owner);
  const { title, price = 1500 } = options;
  const fields = { price, imageUrl: await storedImageUrl(app), ...(title ? { title } : {}) };
  const edited = await studio(app, owner.token, 'PUT', `/courses/${course.courseId}`, fields);
  if (edited.statusCode !== 200) throw new Error(edited.body);
  const published = await call(app, {
    method: 'PUT',
    url: `/api/admin/courses/${course.courseId}`,
    token: adminToken,
    payload: { published: true },
  });
  if (published.statusCode !== 200) throw new Error(published.body);
  return { ...course, slug: (published.json() as { data: { slug: string } }).data.slug };
}

/** Saves `owner`'s public profile through `PUT instructor/profile`; answers the response. */
export const saveInstructorProfile = (
  app: FastifyInstance,
  owner: TestUser,
  profile: { slug: string; headline?: string; bio?: string; links?: string[] },
) => studio(app, owner.token, 'PUT', '/profile', { headline: '', bio: '', links: [], ...profile });

/** A new learner enrolled in a free course through `POST course/enrol`, who then rates it. */
export async function enrolAndReview(app: FastifyInstance, courseId: string, rating: number): Promise<void> {
  const learner = await createLearner(app);
  const enrolled = await call(app, {
    method: 'POST',
    url: '/api/course/enrol',
    token: learner.token,
    payload: { courseId },
  });
  if (enrolled.statusCode >= 300) throw new Error(enrolled.body);
  const review = await call(app, {
    method: 'POST',
    url: '/api/review/add',
    token: learner.token,
    payload: { courseId, rating, comment: `Rated ${rating}` },
  });
  if (review.statusCode >= 300) throw new Error(review.body);
}
