import type { AnswerInput, Question } from '@coursewise/contract';
import type { FastifyInstance } from 'fastify';
import {
  addQuestion,
  type NewQuestion,
  setFinalQuestionCount,
} from '../src/modules/assessments/questions.service.js';
import { call } from './helper.js';
import { createStudyCourse } from './learning-factories.js';

/** Test data for chapter quizzes and the final assessment, and the requests a learner makes. */

type OptionSpec = { text: string; isCorrect: boolean };
export type QuestionSpec = { text: string; explanation?: string | null; options: OptionSpec[] };

/** A quiz of two questions: one single choice, one multiple choice. */
export const chapterQuizSpec: QuestionSpec[] = [
  {
    text: 'What does HTML stand for?',
    explanation: 'HyperText Markup Language: the language of web pages.',
    options: [
      { text: 'HyperText Markup Language', isCorrect: true },
      { text: 'High Transfer Machine Language', isCorrect: false },
      { text: 'Home Tool Markup Language', isCorrect: false },
    ],
  },
  {
    text: 'Which of these are programming languages?',
    explanation: 'Python and Rust are; CSS styles pages.',
    options: [
      { text: 'Python', isCorrect: true },
      { text: 'CSS', isCorrect: false },
      { text: 'Rust', isCorrect: true },
    ],
  },
];

/** `count` final questions of four options each; every third has two correct options. */
export const finalPoolSpec = (count: number): QuestionSpec[] =>
  Array.from({ length: count }, (_, i) => ({
    text: `Final question ${i + 1}`,
    explanation: `Because of reason ${i + 1}.`,
    options: ['A', 'B', 'C', 'D'].map((letter, j) => ({
      text: `Option ${letter} of ${i + 1}`,
      isCorrect: j === 0 || (i % 3 === 2 && j === 2),
    })),
  }));

/**
 * Each question's correct option ids, and one wrong option id per question, by stored id; and the same
 * by texts (question text -> option texts), for a final attempt, which shows ids of its own.
 */
export interface AnswerKey {
  correct: Map<string, string[]>;
  wrong: Map<string, string>;
  byText: Map<string, { correct: string[]; wrong: string }>;
}

async function addQuestions(
  app: FastifyInstance,
  courseId: string,
  chapterId: string | null,
  specs: QuestionSpec[],
  key: AnswerKey,
): Promise<string[]> {
  const ids: string[] = [];
  for (const spec of specs) {
    const input: NewQuestion = {
      courseId,
      chapterId,
      text: spec.text,
      explanation: spec.explanation ?? null,
      options: spec.options,
    };
    const id = await addQuestion(app.ctx.db, input);
    const options = await app.ctx.db
      .selectFrom('questionOptions')
      .select(['id', 'isCorrect'])
      .where('questionId', '=', id)
      .orderBy('position')
      .execute();
    key.correct.set(
      id,
      options.filter((o) => o.isCorrect === 1).map((o) => o.id),
    );
    const wrong = options.find((o) => o.isCorrect === 0);
    if (wrong) key.wrong.set(id, wrong.id);
    key.byText.set(spec.text, {
      correct: spec.options.filter((o) => o.isCorrect).map((o) => o.text),
      wrong: spec.options.find((o) => !o.isCorrect)?.text ?? '',
    });
    ids.push(id);
  }
  return ids;
}

export interface QuizCourseOptions {
  /** Final pool size (default 4); 0 for a course without a final. */
  finalQuestions?: number;
  /** Final questions drawn per attempt (default: all). */
  finalQuestionCount?: number | null;
  passMark?: number;
  finalAttemptLimit?: number;
}

/**
 * The study course (four chapters: welcome, setup, deeper, wrapUp) with two-question quizzes on
 * `setup` and `deeper`, and a final pool. Answers the course and the whole answer key.
 */
export async function createQuizCourse(app: FastifyInstance, options: QuizCourseOptions = {}) {
  const course = await createStudyCourse(app, {
    course: {
      ...(options.passMark !== undefined ? { passMark: options.passMark } : {}),
      ...(options.finalAttemptLimit !== undefined ? { finalAttemptLimit: options.finalAttemptLimit } : {}),
    },
  });
  const key: AnswerKey = { correct: new Map(), wrong: new Map(), byText: new Map() };
  const { setup, deeper } = course.chapters;
  const quizzes = {
    setup: await addQuestions(app, course.id, setup.id, chapterQuizSpec, key),
    deeper: await addQuestions(app, course.id, deeper.id, chapterQuizSpec, key),
  };
  const finalIds = await addQuestions(app, course.id, null, finalPoolSpec(options.finalQuestions ?? 4), key);
  if (options.finalQuestionCount !== undefined)
    await setFinalQuestionCount(app.ctx.db, course.id, options.finalQuestionCount);
  const finalIdByText = new Map(
    finalPoolSpec(options.finalQuestions ?? 4).map((q, i) => [q.text, finalIds[i]]),
  );
  return { ...course, key, quizzes, finalIds, finalIdByText };
}

/** The stored id of a final question as an attempt showed it (texts are unique in the pool). */
export const storedFinalId = (
  course: { finalIdByText: Map<string, string | undefined> },
  question: Pick<Question, 'text'>,
): string => course.finalIdByText.get(question.text) ?? '';

/**
 * Answers for the questions as shown (with the ids shown), found by their texts: the first
 * `correctCount` right (all by default), the rest with a wrong option.
 */
export function answersFor(
  questions: Question[],
  key: AnswerKey,
  correctCount = questions.length,
): AnswerInput[] {
  return questions.map((question, i) => {
    const spec = key.byText.get(question.text);
    const texts = i < correctCount ? (spec?.correct ?? []) : [spec?.wrong ?? ''];
    const optionIds = question.options.filter((o) => texts.includes(o.text)).map((o) => o.id);
    return { questionId: question.id, optionIds };
  });
}

/** A chapter quiz (shown with stored ids) as answers: `ids` with their key, the first `correctCount` right. */
export const answersForIds = (ids: string[], key: AnswerKey, correctCount = ids.length): AnswerInput[] =>
  ids.map((id, i) => ({
    questionId: id,
    optionIds: i < correctCount ? (key.correct.get(id) ?? []) : [key.wrong.get(id) ?? ''],
  }));

export const getChapterQuiz = (app: FastifyInstance, token: string | undefined, chapterId: string) =>
  call(app, {
    method: 'GET',
    url: `/api/chapter/questions?chapterId=${encodeURIComponent(chapterId)}`,
    token,
  });

export const submitChapterQuiz = (app: FastifyInstance, token: string | undefined, payload: unknown) =>
  call(app, {
    method: 'POST',
    url: '/api/chapterAnswer/add',
    token,
    payload: payload as Record<string, unknown>,
  });

export const listChapterAttempts = (app: FastifyInstance, token: string | undefined, query: string) =>
  call(app, { method: 'GET', url: `/api/chapterAnswer/getAll?${query}`, token });

export const getFinal = (app: FastifyInstance, token: string | undefined, courseId: string) =>
  call(app, {
    method: 'GET',
    url: `/api/course/final-question?courseId=${encodeURIComponent(courseId)}`,
    token,
  });

export const submitFinal = (app: FastifyInstance, token: string | undefined, payload: unknown) =>
  call(app, {
    method: 'POST',
    url: '/api/courseAnswer/add',
    token,
    payload: payload as Record<string, unknown>,
  });

export const listFinalAttempts = (app: FastifyInstance, token: string | undefined, query: string) =>
  call(app, { method: 'GET', url: `/api/courseAnswer/getAll?${query}`, token });

export const getFinalReview = (app: FastifyInstance, token: string | undefined, query: string) =>
  call(app, { method: 'GET', url: `/api/courseAnswer/getAllCourseAnswerDetails?${query}`, token });

/** Passes both chapter quizzes and marks the other chapters complete, through the API, as a learner does. */
export async function completeCourse(
  app: FastifyInstance,
  token: string,
  course: Awaited<ReturnType<typeof createQuizCourse>>,
): Promise<void> {
  const { welcome, setup, deeper, wrapUp } = course.chapters;
  for (const [chapterId, ids] of [
    [setup.id, course.quizzes.setup],
    [deeper.id, course.quizzes.deeper],
  ] as const) {
    const response = await submitChapterQuiz(app, token, {
      chapterId,
      answers: answersForIds(ids, course.key),
    });
    if (response.statusCode !== 201) throw new Error(`quiz failed: ${response.body}`);
  }
  for (const chapterId of [welcome.id, wrapUp.id]) {
    const response = await call(app, {
      method: 'POST',
      url: '/api/chapter/progress',
      token,
      payload: { chapterId, completed: true },
    });
    if (response.statusCode !== 200) throw new Error(`progress failed: ${response.body}`);
  }
}
