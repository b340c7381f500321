import type {
  ChapterAnswerBody,
  ChapterAttempt,
  ChapterAttemptResult,
  ChapterAttemptsQuery,
  ChapterQuiz,
  Paged,
} from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import { type Executor, inTransaction } from '../../db/executor.js';
import { badRequest, forbidden, notFound } from '../../lib/app-error.js';
import { nowIso } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { type ChapterRecord, findChapter } from '../courses/chapters.service.js';
import { findAssessmentSettings } from '../courses/courses.service.js';
import { completeChapterByQuiz, isChapterCompleted } from '../learning/chapter.service.js';
import { hasPurchased } from '../purchases/purchases.service.js';
import { answersByAttempt } from './attempt-answers.js';
import * as repo from './attempts.repository.js';
import { NOT_BOUGHT, ownedCourse } from './course-access.js';
import { toQuestion, toReview } from './question-views.js';
import { chapterQuestions, type QuestionRecord } from './questions.service.js';
import { checkAnswers, hasPassed, scoreAnswers } from './scoring.js';

/** Chapter quizzes: taking one, submitting it (passing completes the chapter), and past attempts. */

const CHAPTER_MISSING = 'This chapter does not exist';
const NO_QUIZ = 'This chapter has no quiz';

/** The chapter with its quiz, for the course's owner: 404 for an unknown chapter or one without a quiz. */
async function ownedQuiz(
  db: Executor,
  userId: string,
  chapterId: string,
): Promise<{ chapter: ChapterRecord; questions: QuestionRecord[]; passMark: number }> {
  const chapter = await findChapter(db, chapterId);
  if (!chapter) throw notFound(CHAPTER_MISSING);
  if (!(await hasPurchased(db, userId, chapter.courseId))) {
    // An unpublished course is its owners' only: to anyone else it does not exist.
    throw chapter.coursePublished ? forbidden(NOT_BOUGHT) : notFound(CHAPTER_MISSING);
  }
  const [questions, settings] = await Promise.all([
    chapterQuestions(db, chapter.id),
    findAssessmentSettings(db, chapter.courseId),
  ]);
  if (questions.length === 0 || !settings) throw notFound(NO_QUIZ);
  return { chapter, questions, passMark: settings.passMark };
}

/** GET chapter/questions: the chapter's quiz without its key, and the learner's best result so far. */
export async function getChapterQuiz(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  userId: string,
  chapterId: string,
): Promise<ChapterQuiz> {
  const { chapter, questions, passMark } = await ownedQuiz(ctx.db, userId, chapterId);
  const best = await repo.bestChapterResult(ctx.db, userId, chapter.id);
  return {
    chapterId: chapter.id,
    courseId: chapter.courseId,
    chapterTitle: chapter.title,
    passMark,
    questions: questions.map((question) => toQuestion(ctx, question)),
    best: best ? { percentage: Number(best.best), passed: Number(best.passed) === 1 } : null,
  };
}

/**
 * POST chapterAnswer/add: checks that every question of the chapter is answered once with its own
 * options (else 400), scores it, stores the attempt and, when it passes, completes the chapter, all in
 * one transaction; answers the result with its review. `options.at` back-dates it (the demo seed).
 */
export async function submitChapterAnswers(
  db: Executor,
  ctx: Pick<AppContext, 'storage'>,
  userId: string,
  body: ChapterAnswerBody,
  options: { at?: string } = {},
): Promise<ChapterAttemptResult> {
  const at = options.at ?? nowIso();
  return inTransaction(db, async (trx) => {
    const { chapter, questions, passMark } = await ownedQuiz(trx, userId, body.chapterId);
    checkAnswers(questions, body.answers);
    const score = scoreAnswers(questions, body.answers);
    const passed = hasPassed(score.correct, score.total, passMark);
    const id = newId();
    await repo.insertChapterAttempt(
      trx,
      {
        id,
        userId,
        courseId: chapter.courseId,
        chapterId: chapter.id,
        correct: score.correct,
        total: score.total,
        percentage: score.percentage,
        passed: passed ? 1 : 0,
        createdAt: at,
      },
      score.answers.map((answer, i) => ({
        attemptId: id,
        questionId: answer.questionId,
        position: i + 1,
        optionIds: JSON.stringify(answer.optionIds),
        isCorrect: answer.isCorrect ? 1 : 0,
      })),
    );
    if (passed)
      await completeChapterByQuiz(trx, { userId, chapterId: chapter.id, courseId: chapter.courseId, at });
    const chapterCompleted = passed || (await isChapterCompleted(trx, userId, chapter.id));
    const answers = new Map(score.answers.map((a) => [a.questionId, a]));
    return {
      id,
      chapterId: chapter.id,
      correct: score.correct,
      total: score.total,
      percentage: score.percentage,
      passed,
      answers: score.answers,
      createdAt: at,
      chapterCompleted,
      review: questions.map((question) => toReview(ctx, question, answers.get(question.id))),
    };
  });
}

/** GET chapterAnswer/getAll: the learner's attempts at a chapter or in a course, newest first. */
export async function listChapterAttempts(
  ctx: Pick<AppContext, 'db'>,
  userId: string,
  query: ChapterAttemptsQuery,
): Promise<Paged<ChapterAttempt>> {
  const page = query.page ?? 1;
  const limit = query.limit ?? 12;
  let scope: { chapterId: string } | { courseId: string };
  if (query.chapterId !== undefined && query.courseId === undefined) {
    const chapter = await findChapter(ctx.db, query.chapterId);
    if (!chapter) throw notFound(CHAPTER_MISSING);
    if (!(await hasPurchased(ctx.db, userId, chapter.courseId))) {
      throw chapter.coursePublished ? forbidden(NOT_BOUGHT) : notFound(CHAPTER_MISSING);
    }
    scope = { chapterId: chapter.id };
  } else if (query.courseId !== undefined && query.chapterId === undefined) {
    scope = { courseId: (await ownedCourse(ctx.db, userId, query.courseId)).courseId };
  } else {
    throw badRequest('Give either a chapterId or a courseId');
  }
  const { rows, total } = await repo.listChapterAttemptPage(ctx.db, userId, scope, limit, (page - 1) * limit);
  const answers = await answersByAttempt(
    ctx.db,
    'chapter',
    rows.map((row) => row.id),
  );
  const items = rows.map(
    (row): ChapterAttempt => ({
      id: row.id,
      chapterId: row.chapterId,
      correct: row.correct,
      total: row.total,
      percentage: Number(row.percentage),
      passed: row.passed === 1,
      answers: answers.get(row.id) ?? [],
      createdAt: row.createdAt,
    }),
  );
  return { items, page, limit, total };
}
