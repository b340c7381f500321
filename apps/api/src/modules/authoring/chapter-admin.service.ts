import type {
  AdminChapter,
  AdminChapterSummary,
  ChapterCreateBody,
  ChapterUpdateBody,
} from '@coursewise/contract';
import type { Updateable } from 'kysely';
import type { AppContext } from '../../app-context.js';
import { type Executor, inTransaction } from '../../db/executor.js';
import type { ChaptersTable } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../lib/app-error.js';
import { nowIso } from '../../lib/clock.js';
import { sanitizeRichText } from '../../lib/html.js';
import { newId } from '../../lib/ids.js';
import { checkReorder } from '../../lib/reorder.js';
import { privateUploadKey } from '../../lib/uploaded-key.js';
import { hasQuizAttempts, quizSizes } from '../assessments/questions.service.js';
import { recordAudit } from '../audit/audit.service.js';
import * as records from '../courses/outline-records.service.js';
import { holdCourseProgress, recountCourseProgress } from '../learning/completed-chapters.service.js';
import { adminVideosByKeys, readyVideoMinutes } from '../video/video.service.js';
import { setEnglishCaptions } from './captions-admin.service.js';
import {
  keepsAChapter,
  MODULE_MISSING,
  type OutlineWriteContext,
  QUIZ_TAKEN,
} from './module-admin.service.js';
import { toAdminChapter, toChapterSummary } from './outline-views.js';

/** Chapters as the admin console edits them. Writes are audited, refresh the course's duration and clear the public cache. */

type ChapterWriteContext = OutlineWriteContext & Pick<AppContext, 'privateStorage' | 'mediaLinks'>;
const CHAPTER_MISSING = 'This chapter does not exist';

/** The module's chapters in order; 404 for an unknown module. */
export async function listAdminChapters(db: Executor, moduleId: string): Promise<AdminChapterSummary[]> {
  const module = await records.findModule(db, moduleId);
  if (!module) throw notFound(MODULE_MISSING);
  const [rows, sizes] = await Promise.all([
    records.listChapters(db, { moduleId }),
    quizSizes(db, module.courseId),
  ]);
  return rows.map((row) => toChapterSummary(row, sizes.get(row.id) ?? 0));
}

/** One chapter with its content and media keys; 404 when unknown. */
export async function getAdminChapter(
  db: Executor,
  ctx: Pick<AppContext, 'mediaLinks'>,
  id: string,
): Promise<AdminChapter> {
  const row = await records.findChapter(db, id);
  if (!row) throw notFound(CHAPTER_MISSING);
  const [sizes, videos] = await Promise.all([
    quizSizes(db, row.courseId),
    adminVideosByKeys(db, row.videoKey ? [row.videoKey] : []),
  ]);
  return toAdminChapter(
    ctx,
    row,
    sizes.get(row.id) ?? 0,
    row.videoKey ? (videos.get(row.videoKey) ?? null) : null,
  );
}

/** The columns a chapter body sets: trimmed title, sanitised content, media keys that exist (else 400). */
async function chapterChanges(
  ctx: Pick<AppContext, 'privateStorage'>,
  db: Executor,
  body: ChapterUpdateBody,
): Promise<{ changes: Updateable<ChaptersTable>; captionsKey: string | null | undefined }> {
  const changes: Updateable<ChaptersTable> = {};
  if (body.title !== undefined) {
    const title = body.title.trim();
    if (!title)
      throw badRequest('title: must not be empty', [{ path: 'title', message: 'must not be empty' }]);
    changes.title = title;
  }
  if (body.type !== undefined) changes.type = body.type;
  if (body.content !== undefined) changes.content = sanitizeRichText(body.content);
  if (body.videoUrl !== undefined)
    changes.videoKey =
      body.videoUrl === null ? null : await privateUploadKey(ctx.privateStorage, body.videoUrl, 'videoUrl');
  // The single `captionsUrl` of earlier clients is the chapter's `en` caption track.
  const captionsKey =
    body.captionsUrl === undefined || body.captionsUrl === null
      ? body.captionsUrl
      : await privateUploadKey(ctx.privateStorage, body.captionsUrl, 'captionsUrl');
  if (body.isPreview !== undefined) changes.isPreview = body.isPreview ? 1 : 0;
  if (body.durationMinutes !== undefined) changes.durationMinutes = body.durationMinutes;
  // A video already processed gives the chapter its length, unless the body sets one.
  else if (changes.videoKey) {
    const minutes = await readyVideoMinutes(db, changes.videoKey);
    if (minutes !== null) changes.durationMinutes = minutes;
  }
  return { changes, captionsKey };
}

/** Adds a chapter at the end of the module. */
export async function createAdminChapter(
  db: Executor,
  ctx: ChapterWriteContext,
  actorId: string,
  moduleId: string,
  body: ChapterCreateBody,
): Promise<AdminChapter> {
  const { changes, captionsKey } = await chapterChanges(ctx, db, body);
  const id = newId();
  await inTransaction(db, ctx.effects, async (trx, uow) => {
    const module = await records.findModule(trx, moduleId);
    if (!module) throw notFound(MODULE_MISSING);
    await records.insertChapter(trx, {
      id,
      moduleId,
      courseId: module.courseId,
      title: changes.title ?? body.title,
      type: body.type,
      content: changes.content ?? '',
      videoKey: changes.videoKey ?? null,
      durationMinutes: changes.durationMinutes ?? 0,
      isPreview: body.isPreview ? 1 : 0,
      position: await records.nextChapterPosition(trx, moduleId),
    });
    if (captionsKey) await setEnglishCaptions(trx, id, captionsKey);
    await records.refreshCourseDuration(trx, module.courseId, nowIso());
    await recordAudit(uow, {
      actorId,
      action: 'create',
      entity: 'chapter',
      entityId: id,
      summary: `Added chapter "${changes.title}" to module "${module.title}"`,
    });
    uow.invalidateCatalogue();
  });
  return getAdminChapter(db, ctx, id);
}

/** Changes a chapter (any subset); `moduleId` moves it to the end of another module of the same course. */
export async function updateAdminChapter(
  db: Executor,
  ctx: ChapterWriteContext,
  actorId: string,
  id: string,
  body: ChapterUpdateBody,
): Promise<AdminChapter> {
  const { changes, captionsKey } = await chapterChanges(ctx, db, body);
  await inTransaction(db, ctx.effects, async (trx, uow) => {
    const chapter = await records.findChapter(trx, id);
    if (!chapter) throw notFound(CHAPTER_MISSING);
    if (captionsKey !== undefined) await setEnglishCaptions(trx, id, captionsKey);
    if (body.moduleId !== undefined && body.moduleId !== chapter.moduleId) {
      const target = await records.findModule(trx, body.moduleId);
      if (!target || target.courseId !== chapter.courseId) {
        throw badRequest('moduleId: must be a module of the same course', [
          { path: 'moduleId', message: 'must be a module of the same course' },
        ]);
      }
      changes.moduleId = target.id;
      changes.position = await records.nextChapterPosition(trx, target.id);
    }
    if (Object.keys(changes).length > 0) await records.updateChapter(trx, id, changes);
    await records.refreshCourseDuration(trx, chapter.courseId, nowIso());
    await recordAudit(uow, {
      actorId,
      action: 'update',
      entity: 'chapter',
      entityId: id,
      summary: `Changed chapter "${chapter.title}": ${Object.keys(body).join(', ') || 'nothing'}`,
    });
    uow.invalidateCatalogue();
  });
  return getAdminChapter(db, ctx, id);
}

/**
 * Deletes a chapter; learners' progress in it goes too. Refused (409) once learners have taken its quiz,
 * since their results would vanish; and (422) for the last chapter of a published course.
 */
export async function deleteAdminChapter(
  db: Executor,
  ctx: OutlineWriteContext,
  actorId: string,
  id: string,
) {
  await inTransaction(db, ctx.effects, async (trx, uow) => {
    const chapter = await records.findChapter(trx, id);
    if (!chapter) throw notFound(CHAPTER_MISSING);
    if (await hasQuizAttempts(trx, [id])) throw conflict(QUIZ_TAKEN);
    await keepsAChapter(trx, chapter.courseId, 1);
    await holdCourseProgress(trx, chapter.courseId);
    await records.deleteChapter(trx, id);
    await recountCourseProgress(trx, chapter.courseId);
    await records.refreshCourseDuration(trx, chapter.courseId, nowIso());
    await recordAudit(uow, {
      actorId,
      action: 'delete',
      entity: 'chapter',
      entityId: id,
      summary: `Deleted chapter "${chapter.title}"`,
    });
    uow.invalidateCatalogue();
  });
}

/** Puts the module's chapters in the given order (every chapter exactly once, else 400). */
export async function reorderAdminChapters(
  db: Executor,
  ctx: OutlineWriteContext,
  actorId: string,
  moduleId: string,
  ids: string[],
): Promise<void> {
  await inTransaction(db, ctx.effects, async (trx, uow) => {
    const module = await records.findModule(trx, moduleId);
    if (!module) throw notFound(MODULE_MISSING);
    const current = (await records.listChapters(trx, { moduleId })).map((c) => c.id);
    checkReorder(ids, current, current.length === 1 ? 'chapter' : 'chapters');
    for (const [i, chapterId] of ids.entries()) await records.setChapterPosition(trx, chapterId, i + 1);
    await recordAudit(uow, {
      actorId,
      action: 'reorder',
      entity: 'module',
      entityId: moduleId,
      summary: `Reordered the chapters of module "${module.title}"`,
    });
    uow.invalidateCatalogue();
  });
}
