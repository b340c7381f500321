import type { FastifyInstance } from 'fastify';
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
