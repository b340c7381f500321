import type { AdminQuestion, QuestionCreateBody, QuestionUpdateBody } from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import { type Executor, inTransaction } from '../../db/executor.js';
import { badRequest, notFound } from '../../lib/app-error.js';
import { nowIso } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { checkReorder } from '../../lib/reorder.js';
import { publicUploadKey } from '../../lib/uploaded-key.js';
import { recordAudit } from '../audit/audit.service.js';
import { findChapterForAuthoring } from '../courses/chapters.service.js';
import { findAssessmentSettings } from '../courses/courses.service.js';
import * as repo from './question-admin.repository.js';
import {
  addQuestion,
  chapterQuestions,
  finalPool,
  type QuestionRecord,
  questionErrors,
  questionsByIds,
} from './questions.service.js';

/**
 * Quiz questions as the admin console edits them, key included: a chapter's quiz or a course's final
 * pool. Every write is audited. Questions learners have answered are archived rather than deleted.
 */

/** Which set of questions: a chapter's quiz, or a course's final pool. */
export type QuestionSetRef = { chapterId: string } | { courseId: string };
export interface ResolvedSet {
  courseId: string;
  chapterId: string | null;
  /** For the audit log: `chapter "Setup"` or `the final of "Rust"`. */
  label: string;
}

type Storage = Pick<AppContext, 'storage'>;
const QUESTION_MISSING = 'This question does not exist';

/** The set's course and chapter; 404 for an unknown chapter or course (drafts included). */
export async function resolveSet(db: Executor, ref: QuestionSetRef): Promise<ResolvedSet> {
  if ('chapterId' in ref) {
    const chapter = await findChapterForAuthoring(db, ref.chapterId);
    if (!chapter) throw notFound('This chapter does not exist');
    return { courseId: chapter.courseId, chapterId: chapter.id, label: `chapter "${chapter.title}"` };
  }
  const course = await findAssessmentSettings(db, ref.courseId);
  if (!course) throw notFound('This course does not exist');
  return { courseId: course.courseId, chapterId: null, label: `the final of "${course.title}"` };
}

export function toAdminQuestion(ctx: Storage, question: QuestionRecord): AdminQuestion {
  return {
    id: question.id,
    courseId: question.courseId,
    chapterId: question.chapterId,
    text: question.text,
    imageUrl: question.imageKey ? ctx.storage.url(question.imageKey) : null,
    explanation: question.explanation,
    multiple: question.options.filter((o) => o.isCorrect).length > 1,
    position: question.position,
    options: question.options.map((o) => ({ id: o.id, text: o.text, isCorrect: o.isCorrect })),
  };
}

const setQuestions = (db: Executor, set: ResolvedSet) =>
  set.chapterId === null ? finalPool(db, set.courseId) : chapterQuestions(db, set.chapterId);

/** The set's live questions with their key, in order. */
export async function listAdminQuestions(
  db: Executor,
  ctx: Storage,
  ref: QuestionSetRef,
): Promise<AdminQuestion[]> {
  const set = await resolveSet(db, ref);
  return (await setQuestions(db, set)).map((q) => toAdminQuestion(ctx, q));
}

async function liveQuestion(db: Executor, id: string): Promise<QuestionRecord> {
  const [question] = await questionsByIds(db, [id]);
  if (!question) throw notFound(QUESTION_MISSING);
  return question;
}

/** One live question with its key; 404 for an unknown or archived one. */
export async function getAdminQuestion(db: Executor, ctx: Storage, id: string): Promise<AdminQuestion> {
  return toAdminQuestion(ctx, await liveQuestion(db, id));
}

/** Adds a question at the end of the set (2–8 options, at least one correct; else 400). */
export async function createAdminQuestion(
  db: Executor,
  ctx: Storage,
  actorId: string,
  ref: QuestionSetRef,
  body: QuestionCreateBody,
): Promise<AdminQuestion> {
  const imageKey = body.imageUrl ? await publicUploadKey(ctx.storage, body.imageUrl, 'imageUrl') : null;
  const id = await inTransaction(db, async (trx, uow) => {
    const set = await resolveSet(trx, ref);
    const created = await addQuestion(trx, {
      courseId: set.courseId,
      chapterId: set.chapterId,
      text: body.text,
      explanation: body.explanation ?? null,
      imageKey,
      options: body.options,
    });
    await recordAudit(uow, {
      actorId,
      action: 'create',
      entity: 'question',
      entityId: created,
      summary: `Added a question to ${set.label}: ${body.text.trim()}`,
    });
    return created;
  });
  return getAdminQuestion(db, ctx, id);
}

/**
 * Changes any subset of a question. Options are edited in place by position (the first sent option
 * updates the first stored one…), extra ones added or removed at the end, so past answers keep their ids.
 */
export async function updateAdminQuestion(
  db: Executor,
  ctx: Storage,
  actorId: string,
  id: string,
  body: QuestionUpdateBody,
): Promise<AdminQuestion> {
  const imageKey =
    body.imageUrl === undefined
      ? undefined
      : body.imageUrl === null
        ? null
        : await publicUploadKey(ctx.storage, body.imageUrl, 'imageUrl');
  await inTransaction(db, async (trx, uow) => {
    const current = await liveQuestion(trx, id);
    const merged = {
      text: body.text ?? current.text,
      explanation: body.explanation !== undefined ? body.explanation : current.explanation,
      options: body.options ?? current.options,
    };
    const errors = questionErrors(merged);
    const first = errors[0];
    if (first) throw badRequest(`${first.path}: ${first.message}`, errors);
    await repo.updateQuestion(trx, id, {
      ...(body.text !== undefined ? { text: body.text.trim() } : {}),
      ...(body.explanation !== undefined ? { explanation: body.explanation?.trim() || null } : {}),
      ...(imageKey !== undefined ? { imageKey } : {}),
    });
    if (body.options) await replaceOptions(trx, id, current, body.options);
    await recordAudit(uow, {
      actorId,
      action: 'update',
      entity: 'question',
      entityId: id,
      summary: `Changed a question (${Object.keys(body).join(', ') || 'nothing'}): ${merged.text.trim()}`,
    });
  });
  return getAdminQuestion(db, ctx, id);
}

async function replaceOptions(
  db: Executor,
  questionId: string,
  current: QuestionRecord,
  options: { text: string; isCorrect: boolean }[],
): Promise<void> {
  for (const [i, option] of options.entries()) {
    const stored = current.options[i];
    const values = { text: option.text.trim(), isCorrect: option.isCorrect ? 1 : 0 };
    if (stored) await repo.updateOption(db, stored.id, values);
    else await repo.insertOptions(db, [{ id: newId(), questionId, ...values, position: i + 1 }]);
  }
  await repo.deleteOptions(
    db,
    current.options.slice(options.length).map((o) => o.id),
  );
}

/** What the console and the studio answer after `deleteAdminQuestion`, by its outcome. */
export const questionDeletedMessage = {
  archived: 'Question archived: learners’ past attempts still show it.',
  deleted: 'Question deleted.',
} as const;

/** Deletes a question, or archives it when learners have answered it (their reviews still show it). */
export async function deleteAdminQuestion(
  db: Executor,
  actorId: string,
  id: string,
): Promise<'deleted' | 'archived'> {
  return inTransaction(db, async (trx, uow) => {
    const question = await liveQuestion(trx, id);
    const outcome = (await repo.isAnswered(trx, id)) ? 'archived' : 'deleted';
    if (outcome === 'archived') await repo.archiveQuestion(trx, id, nowIso());
    else await repo.deleteQuestion(trx, id);
    await recordAudit(uow, {
      actorId,
      action: outcome === 'archived' ? 'archive' : 'delete',
      entity: 'question',
      entityId: id,
      summary: `${outcome === 'archived' ? 'Archived' : 'Deleted'} a question: ${question.text}`,
    });
    return outcome;
  });
}

/** Puts the set's questions in the given order (every live question exactly once, else 400). */
export async function reorderAdminQuestions(
  db: Executor,
  actorId: string,
  ref: QuestionSetRef,
  ids: string[],
): Promise<void> {
  await inTransaction(db, async (trx, uow) => {
    const set = await resolveSet(trx, ref);
    const current = (await setQuestions(trx, set)).map((q) => q.id);
    checkReorder(ids, current, current.length === 1 ? 'question' : 'questions');
    for (const [i, questionId] of ids.entries()) await repo.setQuestionPosition(trx, questionId, i + 1);
    await recordAudit(uow, {
      actorId,
      action: 'reorder',
      entity: set.chapterId === null ? 'course' : 'chapter',
      entityId: set.chapterId ?? set.courseId,
      summary: `Reordered the questions of ${set.label}`,
    });
  });
}
