import { photo } from '../../test/images.js';
import { dataOf, type Learner, signUpLearner } from './http-client.js';
import type { Query, ServerData } from './server-process.js';

/** What the crash test writes against: the admin, a small catalogue, a student, the card that pays. */

export const ADMIN = { email: 'crash-admin@example.com', password: 'crash-admin-password-1' };
/** Courses in the catalogue: each buyer of a cycle pays for them one by one. */
const COURSES = 8;
export const CARD = {
  cardNumber: '4242 4242 4242 4242',
  expiry: `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`,
  cvc: '123',
};

/** Fixtures made once, through the API, on the first start. */
export interface World {
  student: Learner;
  /** The student's course: reviews, progress and quizzes happen there. */
  courseId: string;
  /** Chapters without a quiz and their length in seconds (positions stay within it). */
  progressChapters: { id: string; seconds: number }[];
  quiz: { chapterId: string; answers: { questionId: string; optionIds: string[] }[] };
  /** A course the student toggles in the cart. */
  cartCourseId: string;
  courseIds: string[];
  /** learners_count − purchases of each course: a fulfilment changes both or neither. */
  learnerOffsets: Map<string, number>;
}

/**
 * A small catalogue made through the admin API (the demo seed draws every cover and would take most
 * of the test's time): COURSES published courses of two text chapters, the second with a quiz.
 */
async function publishCatalogue(url: string): Promise<string[]> {
  const { token } = await dataOf<{ token: string }>(url, 'POST', '/api/user/signin', { body: ADMIN });
  const category = await dataOf<{ id: string }>(url, 'POST', '/api/admin/categories', {
    token,
    body: { name: 'Crash tests' },
  });
  const form = new FormData();
  form.append('area', 'course-image');
  form.append('file', new Blob([await photo('png', 64, 36)], { type: 'image/png' }), 'cover.png');
  const upload = await fetch(`${url}/api/admin/uploads`, {
    method: 'POST',
    headers: { 'x-access-token': token },
    body: form,
  });
  if (upload.status !== 201) throw new Error(`upload: ${upload.status} ${await upload.text()}`);
  const imageUrl = ((await upload.json()) as { data: { url: string } }).data.url;
  const ids: string[] = [];
  for (let i = 1; i <= COURSES; i += 1) {
    const admin = <T>(method: 'POST' | 'PUT', path: string, body: unknown) =>
      dataOf<T>(url, method, `/api/admin${path}`, { token, body });
    const course = await admin<{ id: string }>('POST', '/courses', {
      title: `Crash course ${i}`,
      categoryId: category.id,
      price: 1000 + i * 100,
      imageUrl,
    });
    const module = await admin<{ id: string }>('POST', `/courses/${course.id}/modules`, { title: 'Module' });
    for (const title of ['Reading', 'Quiz']) {
      const chapter = await admin<{ id: string }>('POST', `/modules/${module.id}/chapters`, {
        title,
        type: 'text',
        content: `<p>${title}</p>`,
        durationMinutes: 30,
      });
      if (title === 'Quiz')
        await admin('POST', `/chapters/${chapter.id}/questions`, {
          text: 'Which one is right?',
          options: [
            { text: 'This one', isCorrect: true },
            { text: 'That one', isCorrect: false },
          ],
        });
    }
    await admin('PUT', `/courses/${course.id}`, { published: true });
    ids.push(course.id);
  }
  return ids;
}

/** The catalogue, the student with a bought course, its chapters and quiz, and the learner counts. */
export async function makeWorld(url: string, data: ServerData): Promise<World> {
  const courseIds = await publishCatalogue(url);
  const [courseId, cartCourseId] = courseIds;
  if (!courseId || !cartCourseId) throw new Error('no courses were published');
  const student = await signUpLearner(url, 'crash-student@example.com');
  const payment = await dataOf<{ id: string }>(url, 'POST', '/api/course/payment', {
    token: student.token,
    body: { courseIds: [courseId], currency: 'USD' },
  });
  await dataOf(url, 'POST', `/api/course/payment/${payment.id}/confirm`, {
    token: student.token,
    body: CARD,
  });
  const outline = await dataOf<{
    modules: { chapters: { id: string; durationMinutes: number; quiz: unknown }[] }[];
  }>(url, 'GET', `/api/course/purchase-details/${courseId}`, { token: student.token });
  const chapters = outline.modules.flatMap((m) => m.chapters);
  const quizChapter = chapters.find((c) => c.quiz !== null);
  if (!quizChapter) throw new Error('the course has no chapter quiz');
  const questions = await dataOf<{ questions: { id: string; options: { id: string }[] }[] }>(
    url,
    'GET',
    `/api/chapter/questions?chapterId=${quizChapter.id}`,
    { token: student.token },
  );
  const learnerOffsets = await data.withDatabase((query) => learnerCountOffsets(query));
  return {
    student,
    courseId,
    progressChapters: chapters
      .filter((c) => c.quiz === null)
      .map((c) => ({ id: c.id, seconds: c.durationMinutes * 60 })),
    quiz: {
      chapterId: quizChapter.id,
      answers: questions.questions.map((q) => ({ questionId: q.id, optionIds: [q.options[0]?.id ?? ''] })),
    },
    cartCourseId,
    courseIds,
    learnerOffsets,
  };
}
export async function learnerCountOffsets(query: Query): Promise<Map<string, number>> {
  const rows = await query<{ id: string; offset: number | string }>(
    `select c.id, c.learners_count - (select count(*) from purchases p where p.course_id = c.id) as "offset"
     from courses c`,
  );
  return new Map(rows.map((r) => [r.id, Number(r.offset)]));
}
