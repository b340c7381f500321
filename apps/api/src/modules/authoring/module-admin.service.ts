import type { AdminModule, ModuleBody } from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import { type Executor, inTransaction } from '../../db/executor.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.js';
import { nowIso } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { checkReorder } from '../../lib/reorder.js';
import { hasQuizAttempts } from '../assessments/questions.service.js';
import { recordAudit } from '../audit/audit.service.js';
import * as records from '../courses/outline-records.service.js';
import { holdCourseProgress, recountCourseProgress } from '../learning/completed-chapters.service.js';
import { adminModules } from './outline-views.js';

/** A course's modules as the admin console edits them. Writes are audited and clear the public cache. */

export type OutlineWriteContext = Pick<AppContext, 'effects'>;

export const COURSE_MISSING = 'This course does not exist';
export const MODULE_MISSING = 'This module does not exist';
export const QUIZ_TAKEN =
  'Learners have taken a quiz in this chapter: keep it (edit it instead), or unpublish the course';
export const LAST_CHAPTER = 'A published course needs at least one chapter: unpublish it first';

/** 422 when a published course would be left without chapters. */
export async function keepsAChapter(db: Executor, courseId: string, removing: number): Promise<void> {
  const course = await records.findCourseState(db, courseId);
  if (course?.published === 1 && (await records.countCourseChapters(db, courseId)) - removing < 1) {
    throw new AppError('PUBLISH_RULES', LAST_CHAPTER, 422);
  }
}

const title = (text: string) => {
  const trimmed = text.trim();
  if (!trimmed)
    throw badRequest('title: must not be empty', [{ path: 'title', message: 'must not be empty' }]);
  return trimmed;
};

/** The course's modules with their chapters; 404 for an unknown course. */
export async function listAdminModules(db: Executor, courseId: string): Promise<AdminModule[]> {
  if (!(await records.findCourseState(db, courseId))) throw notFound(COURSE_MISSING);
  return adminModules(db, courseId);
}

/** One module with its chapters; 404 when unknown. */
export async function getAdminModule(db: Executor, id: string): Promise<AdminModule> {
  const module = await records.findModule(db, id);
  if (!module) throw notFound(MODULE_MISSING);
  const [found] = await adminModules(db, module.courseId, id);
  if (!found) throw notFound(MODULE_MISSING);
  return found;
}

/** Adds a module at the end of the course. */
export async function createAdminModule(
  db: Executor,
  ctx: OutlineWriteContext,
  actorId: string,
  courseId: string,
  body: ModuleBody,
): Promise<AdminModule> {
  const id = newId();
  await inTransaction(db, ctx.effects, async (trx, uow) => {
    const course = await records.findCourseState(trx, courseId);
    if (!course) throw notFound(COURSE_MISSING);
    const name = title(body.title);
    await records.insertModule(trx, {
      id,
      courseId,
      title: name,
      position: await records.nextModulePosition(trx, courseId),
    });
    await recordAudit(uow, {
      actorId,
      action: 'create',
      entity: 'module',
      entityId: id,
      summary: `Added module "${name}" to "${course.title}"`,
    });
    uow.invalidateCatalogue();
  });
  return getAdminModule(db, id);
}

/** Renames a module. */
export async function updateAdminModule(
  db: Executor,
  ctx: OutlineWriteContext,
  actorId: string,
  id: string,
  body: ModuleBody,
): Promise<AdminModule> {
  await inTransaction(db, ctx.effects, async (trx, uow) => {
    const module = await records.findModule(trx, id);
    if (!module) throw notFound(MODULE_MISSING);
    const name = title(body.title);
    await records.updateModule(trx, id, { title: name });
    await recordAudit(uow, {
      actorId,
      action: 'update',
      entity: 'module',
      entityId: id,
      summary: `Renamed module "${module.title}" to "${name}"`,
    });
    uow.invalidateCatalogue();
  });
  return getAdminModule(db, id);
}

/**
 * Deletes a module with its chapters (learners' progress in them goes too). 409 when learners have taken
 * one of its chapters' quizzes; 422 when a published course would be left without chapters.
 */
export async function deleteAdminModule(db: Executor, ctx: OutlineWriteContext, actorId: string, id: string) {
  await inTransaction(db, ctx.effects, async (trx, uow) => {
    const module = await records.findModule(trx, id);
    if (!module) throw notFound(MODULE_MISSING);
    const chapterIds = (await records.listChapters(trx, { moduleId: id })).map((c) => c.id);
    if (await hasQuizAttempts(trx, chapterIds)) throw conflict(QUIZ_TAKEN);
    await keepsAChapter(trx, module.courseId, chapterIds.length);
    await holdCourseProgress(trx, module.courseId);
    await records.deleteModule(trx, id);
    await recountCourseProgress(trx, module.courseId);
    await records.refreshCourseDuration(trx, module.courseId, nowIso());
    await recordAudit(uow, {
      actorId,
      action: 'delete',
      entity: 'module',
      entityId: id,
      summary: `Deleted module "${module.title}" and its ${chapterIds.length} chapters`,
    });
    uow.invalidateCatalogue();
  });
}

/** Puts the course's modules in the given order (every module exactly once, else 400). */
export async function reorderAdminModules(
  db: Executor,
  ctx: OutlineWriteContext,
  actorId: string,
  courseId: string,
  ids: string[],
): Promise<void> {
  await inTransaction(db, ctx.effects, async (trx, uow) => {
    const course = await records.findCourseState(trx, courseId);
    if (!course) throw notFound(COURSE_MISSING);
    const current = (await records.listModules(trx, { courseId })).map((m) => m.id);
    checkReorder(ids, current, current.length === 1 ? 'module' : 'modules');
    for (const [i, moduleId] of ids.entries()) await records.setModulePosition(trx, moduleId, i + 1);
    await recordAudit(uow, {
      actorId,
      action: 'reorder',
      entity: 'course',
      entityId: courseId,
      summary: `Reordered the modules of "${course.title}"`,
    });
    uow.invalidateCatalogue();
  });
}
