import type { FastifyInstance } from 'fastify';
import { createAdmin } from './admin-factories.js';
import { createLearner, type TestUser } from './factories.js';
import { call } from './helper.js';
import { createInstructor, createStudioCourse } from './instructor-factories.js';
import { buy } from './learning-factories.js';

/** A studio course with one chapter, its instructor, two learners who own it, an outsider and an admin. */
export async function createDiscussionCourse(app: FastifyInstance) {
  const instructor = await createInstructor(app);
  const course = await createStudioCourse(app, instructor);
  const [asker, other, outsider, admin] = await Promise.all([
    createLearner(app),
    createLearner(app),
    createLearner(app),
    createAdmin(app),
  ]);
  await buy(app, asker.id, course.courseId);
  await buy(app, other.id, course.courseId);
  return { ...course, instructor, asker, other, outsider, admin };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One request to `/api/discussion…` (`path` after `/api/`). */
export const discuss = (
  app: FastifyInstance,
  user: TestUser | undefined,
  method: Method,
  path: string,
  payload?: object,
) =>
  call(app, {
    method,
    url: `/api/${path}`,
    ...(user ? { token: user.token } : {}),
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });

/** Asks a question in the chapter; answers the thread's id. */
export async function ask(
  app: FastifyInstance,
  user: TestUser,
  chapterId: string,
  title = 'How does it work?',
) {
  const response = await discuss(app, user, 'POST', 'discussion/add', {
    chapterId,
    title,
    body: '<p>Please explain.</p>',
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return (response.json() as { data: { id: string } }).data.id;
}
