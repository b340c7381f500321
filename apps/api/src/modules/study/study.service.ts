import type {
  ChapterProgress,
  ChapterProgressBody,
  LearningModule,
  ModuleDetails,
  PurchasedCourse,
} from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import type { Executor } from '../../db/executor.js';
import { conflict } from '../../lib/app-error.js';
import { type ChapterQuizSummary, chapterQuizzes, finalState } from '../assessments/final-state.service.js';
import { hasQuiz } from '../assessments/questions.service.js';
import { ownedChapter, saveChapterProgress } from '../learning/chapter.service.js';
import { getCourseProgress, getModuleProgress } from '../learning/learning.service.js';

/**
 * A learner studying a purchased course: learning's progress with the assessments module's quizzes and
 * final. Assessments imports learning (a passed quiz completes its chapter), so the two meet here,
 * above both, and neither calls the other back.
 */

export const PASS_QUIZ_TO_COMPLETE = "Pass this chapter's quiz to complete it";
export const QUIZ_KEEPS_COMPLETION =
  "This chapter's completion follows its quiz: pass the quiz to complete it";

const withQuizzes = <M extends LearningModule>(module: M, quizzes: Map<string, ChapterQuizSummary>): M => ({
  ...module,
  chapters: module.chapters.map((chapter) => ({ ...chapter, quiz: quizzes.get(chapter.id) ?? null })),
});

/** A purchased course: its outline with each chapter's progress and quiz, the course's progress and the final. */
export async function getPurchasedCourse(
  ctx: AppContext,
  userId: string,
  courseId: string,
): Promise<PurchasedCourse> {
  const progress = await getCourseProgress(ctx, userId, courseId);
  const [quizzes, finalAssessment] = await Promise.all([
    chapterQuizzes(ctx.db, userId, courseId),
    finalState(ctx.db, userId, courseId),
  ]);
  return {
    ...progress,
    modules: progress.modules.map((module) => withQuizzes(module, quizzes)),
    finalAssessment,
  };
}

/** One module of a purchased course with its chapters' progress and quizzes. */
export async function getModuleChapters(
  ctx: AppContext,
  userId: string,
  moduleId: string,
): Promise<ModuleDetails> {
  const module = await getModuleProgress(ctx, userId, moduleId);
  const quizzes = await chapterQuizzes(ctx.db, userId, module.courseId);
  return withQuizzes(module, quizzes);
}

/**
 * POST chapter/progress, for the course's owner. A chapter with a quiz is completed only by passing it,
 * so marking it (or un-marking it) here is a 409; its positions and visits are still recorded.
 */
export async function saveProgress(
  db: Executor,
  userId: string,
  body: ChapterProgressBody,
): Promise<ChapterProgress> {
  const chapter = await ownedChapter(db, userId, body.chapterId);
  if (body.completed !== undefined && (await hasQuiz(db, chapter.id))) {
    throw conflict(body.completed ? PASS_QUIZ_TO_COMPLETE : QUIZ_KEEPS_COMPLETION);
  }
  return saveChapterProgress(db, userId, chapter, body);
}
