import { type Executor, inTransaction } from '../../db/executor.js';
import { badRequest, type FieldError, notFound } from '../../lib/app-error.js';
import { nowIso } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { chapterOrder } from '../courses/chapters.service.js';
import {
  findAssessmentSettings,
  setFinalQuestionCount as storeFinalQuestionCount,
} from '../courses/courses.service.js';
import { anyChapterAttempt } from './attempts.repository.js';
import * as repo from './questions.repository.js';

/**
 * Quiz questions: writing them (the demo seed, the admin console later) and reading them as records
 * with their key, which only this module sees; learners get them through `question-views.ts`.
 */

export const questionLimits = {
  textMax: 2000,
  explanationMax: 4000,
  optionTextMax: 1000,
  optionsMin: 2,
  optionsMax: 8,
  finalQuestionCountMax: 100,
} as const;

export interface NewQuestion {
  courseId: string;
  /** null: a question of the course's final pool. */
  chapterId: string | null;
  text: string;
  explanation: string | null;
  imageKey?: string | null;
  options: { text: string; isCorrect: boolean }[];
}

export interface OptionRecord {
  id: string;
  text: string;
  isCorrect: boolean;
}

export interface QuestionRecord {
  id: string;
  courseId: string;
  chapterId: string | null;
  text: string;
  imageKey: string | null;
  explanation: string | null;
  /** Place in its quiz or pool. */
  position: number;
  /** In their authored order. */
  options: OptionRecord[];
}

/** What is wrong with a question's text, explanation and options (empty: nothing). */
export function questionErrors(input: Pick<NewQuestion, 'text' | 'explanation' | 'options'>): FieldError[] {
  const errors: FieldError[] = [];
  const text = input.text.trim();
  if (!text) errors.push({ path: 'text', message: 'must not be empty' });
  if (text.length > questionLimits.textMax)
    errors.push({ path: 'text', message: `must be at most ${questionLimits.textMax} characters` });
  if ((input.explanation?.trim().length ?? 0) > questionLimits.explanationMax)
    errors.push({
      path: 'explanation',
      message: `must be at most ${questionLimits.explanationMax} characters`,
    });
  const { optionsMin, optionsMax } = questionLimits;
  if (input.options.length < optionsMin || input.options.length > optionsMax)
    errors.push({ path: 'options', message: `must have ${optionsMin} to ${optionsMax} options` });
  else if (!input.options.some((o) => o.isCorrect))
    errors.push({ path: 'options', message: 'must have at least one correct option' });
  input.options.forEach((option, i) => {
    const optionText = option.text.trim();
    if (!optionText) errors.push({ path: `options.${i}.text`, message: 'must not be empty' });
    if (optionText.length > questionLimits.optionTextMax)
      errors.push({
        path: `options.${i}.text`,
        message: `must be at most ${questionLimits.optionTextMax} characters`,
      });
  });
  return errors;
}

/**
 * Adds a question at the end of its chapter's quiz (or the course's final pool) with its options, and
 * answers its id. 400 for a question that breaks the limits (2–8 options, at least one correct, text
 * lengths); 404 for an unknown course or a chapter of another course.
 */
export async function addQuestion(db: Executor, input: NewQuestion): Promise<string> {
  const errors = questionErrors(input);
  const first = errors[0];
  if (first) throw badRequest(`${first.path}: ${first.message}`, errors);
  return inTransaction(db, async (trx) => {
    if (!(await findAssessmentSettings(trx, input.courseId))) throw notFound('This course does not exist');
    if (input.chapterId !== null) {
      const chapters = (await chapterOrder(trx, [input.courseId])).get(input.courseId) ?? [];
      if (!chapters.includes(input.chapterId)) throw notFound('This chapter is not part of this course');
    }
    const set: repo.QuestionSet =
      input.chapterId === null ? { courseId: input.courseId, final: true } : { chapterId: input.chapterId };
    const id = newId();
    await repo.insertQuestion(
      trx,
      {
        id,
        courseId: input.courseId,
        chapterId: input.chapterId,
        text: input.text.trim(),
        imageKey: input.imageKey ?? null,
        explanation: input.explanation?.trim() || null,
        position: await repo.nextPosition(trx, set),
        createdAt: nowIso(),
      },
      input.options.map((option, i) => ({
        id: newId(),
        questionId: id,
        text: option.text.trim(),
        isCorrect: option.isCorrect ? 1 : 0,
        position: i + 1,
      })),
    );
    return id;
  });
}

/** How many final questions each attempt draws from the course's pool (null: all of them). */
export async function setFinalQuestionCount(
  db: Executor,
  courseId: string,
  count: number | null,
): Promise<void> {
  const max = questionLimits.finalQuestionCountMax;
  if (count !== null && (!Number.isInteger(count) || count < 1 || count > max)) {
    throw badRequest(`finalQuestionCount: must be a whole number from 1 to ${max}, or null`);
  }
  if (!(await storeFinalQuestionCount(db, courseId, count))) throw notFound('This course does not exist');
}

async function withOptions(db: Executor, rows: Awaited<ReturnType<typeof repo.listQuestions>>) {
  if (rows.length === 0) return [];
  const options = await repo.listOptions(
    db,
    rows.map((row) => row.id),
  );
  const byQuestion = new Map<string, OptionRecord[]>();
  for (const option of options) {
    const list = byQuestion.get(option.questionId) ?? [];
    list.push({ id: option.id, text: option.text, isCorrect: option.isCorrect === 1 });
    byQuestion.set(option.questionId, list);
  }
  return rows.map(
    (row): QuestionRecord => ({
      id: row.id,
      courseId: row.courseId,
      chapterId: row.chapterId,
      text: row.text,
      imageKey: row.imageKey,
      explanation: row.explanation,
      position: row.position,
      options: byQuestion.get(row.id) ?? [],
    }),
  );
}

/** A chapter's quiz questions with their key, in order (empty: the chapter has no quiz). */
export async function chapterQuestions(db: Executor, chapterId: string): Promise<QuestionRecord[]> {
  return withOptions(db, await repo.listQuestions(db, { chapterId }));
}

/** The course's final pool with its key, in order. */
export async function finalPool(db: Executor, courseId: string): Promise<QuestionRecord[]> {
  return withOptions(db, await repo.listQuestions(db, { courseId, final: true }));
}

/**
 * The questions with the given ids, in the given order (ids no longer stored are left out, and archived
 * ones unless `includeArchived`: a past attempt's review shows them, a new answer cannot use them).
 */
export async function questionsByIds(
  db: Executor,
  ids: string[],
  options: { includeArchived?: boolean } = {},
): Promise<QuestionRecord[]> {
  if (ids.length === 0) return [];
  const rows = await repo.listQuestionsByIds(db, ids, options.includeArchived);
  const byId = new Map((await withOptions(db, rows)).map((q) => [q.id, q]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Question counts per chapter of the course (chapters without a quiz are absent). */
export async function quizSizes(db: Executor, courseId: string): Promise<Map<string, number>> {
  const rows = await repo.countChapterQuestions(db, courseId);
  return new Map(rows.flatMap((row) => (row.chapterId ? [[row.chapterId, Number(row.count)]] : [])));
}

/** Whether the chapter has a quiz. */
export function hasQuiz(db: Executor, chapterId: string): Promise<boolean> {
  return repo.chapterHasQuestions(db, chapterId);
}

/** How many questions the course's final pool holds. */
export function finalPoolSize(db: Executor, courseId: string): Promise<number> {
  return repo.countFinalQuestions(db, courseId);
}

/** Whether learners have taken the quiz of any of these chapters (then deleting them is refused). */
export function hasQuizAttempts(db: Executor, chapterIds: string[]): Promise<boolean> {
  return anyChapterAttempt(db, chapterIds);
}
