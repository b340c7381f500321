import {
  type AdminCourse,
  type CourseCreateBody,
  type CourseUpdateBody,
  DEFAULT_LOCALE,
} from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import { type Executor, inTransaction } from '../../db/executor.js';
import { badRequest, conflict, notFound } from '../../lib/app-error.js';
import { nowIso } from '../../lib/clock.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/constraint-violations.js';
import { newId } from '../../lib/ids.js';
import { firstFreeSlug, slugify } from '../../lib/slugs.js';
import { recordAudit } from '../audit/audit.service.js';
import * as records from '../courses/course-records.service.js';
import { countCourseChapters } from '../courses/outline-records.service.js';
import { type CourseReadContext, getAdminCourse } from './course-admin-views.js';
import { courseChanges } from './course-changes.js';
import { addCourseOwner } from './course-instructors.service.js';
import { noteCoursePublished } from './course-review.service.js';
import { COURSE_MISSING } from './module-admin.service.js';
import { missingForPublish, publishProblems, publishRefusal } from './publish-rules.js';

/**
 * Courses as the admin console edits them, drafts included. Every write is audited and clears the public
 * catalogue cache once committed, so learners see the change at once.
 */

type WriteContext = CourseReadContext & Pick<AppContext, 'effects' | 'config'>;

export const COURSE_IN_USE =
  'Learners have bought this course or hold its certificate: unpublish it to archive it instead';

const unknownCategory = () =>
  badRequest('categoryId: no such category', [{ path: 'categoryId', message: 'no such category' }]);

/** Creates a draft course with a unique slug made from its title. */
export async function createAdminCourse(
  db: Executor,
  ctx: WriteContext,
  actorId: string,
  body: CourseCreateBody,
  /** An instructor creating it in the studio becomes its owner, in the same transaction. */
  ownerId?: string,
): Promise<AdminCourse> {
  const changes = await courseChanges(ctx, body);
  const id = newId();
  const title = changes.title ?? body.title;
  try {
    await inTransaction(db, ctx.effects, async (trx, uow) => {
      if (!(await records.categoryExists(trx, body.categoryId))) throw unknownCategory();
      const base = slugify(title, 'course');
      const now = nowIso();
      await records.insertCourse(trx, {
        id,
        slug: firstFreeSlug(base, await records.slugsLike(trx, base)),
        title,
        subtitle: changes.subtitle ?? '',
        description: changes.description ?? '',
        descriptionText: changes.descriptionText ?? '',
        outcomes: changes.outcomes ?? '[]',
        requirements: changes.requirements ?? '[]',
        level: changes.level ?? 'all',
        language: changes.language ?? DEFAULT_LOCALE,
        priceCents: changes.priceCents ?? 0,
        imageKey: changes.imageKey ?? null,
        instructorName: changes.instructorName ?? 'Coursewise',
        instructorBio: changes.instructorBio ?? '',
        categoryId: body.categoryId,
        published: 0,
        ...(changes.passMark !== undefined ? { passMark: changes.passMark } : {}),
        ...(changes.finalAttemptLimit !== undefined ? { finalAttemptLimit: changes.finalAttemptLimit } : {}),
        ...(changes.finalQuestionCount !== undefined
          ? { finalQuestionCount: changes.finalQuestionCount }
          : {}),
        durationMinutes: 0,
        createdAt: now,
        updatedAt: now,
      });
      if (ownerId) await addCourseOwner(trx, id, ownerId);
      await recordAudit(uow, {
        actorId,
        action: 'create',
        entity: 'course',
        entityId: id,
        summary: `Created draft course "${title}"`,
      });
      uow.invalidateCatalogue();
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict('Another course with this title was just created: try again');
    throw error;
  }
  return getAdminCourse(db, ctx, id);
}

/**
 * Changes any subset of a course. Publishing needs the whole course ready (publish-rules.ts): its fields,
 * and no empty module, video chapter without a video or empty reading. A course that stays published
 * must keep its title, price, image and a chapter; its outline is not rechecked, so an author can add a
 * module and fill it later. Refused with 422 listing each problem in words, and nothing is changed.
 */
export async function updateAdminCourse(
  db: Executor,
  ctx: WriteContext,
  actorId: string,
  id: string,
  body: CourseUpdateBody,
): Promise<AdminCourse> {
  const changes = await courseChanges(ctx, body);
  await inTransaction(db, ctx.effects, async (trx, uow) => {
    const current = await records.findCourse(trx, id);
    if (!current) throw notFound(COURSE_MISSING);
    if (changes.categoryId !== undefined && !(await records.categoryExists(trx, changes.categoryId)))
      throw unknownCategory();
    const published = body.published ?? current.published === 1;
    if (published) {
      const fields = {
        title: changes.title ?? current.title,
        priceCents: changes.priceCents ?? current.priceCents,
        imageKey: changes.imageKey !== undefined ? changes.imageKey : current.imageKey,
      };
      const missing =
        current.published === 1
          ? missingForPublish({ ...fields, chapterCount: await countCourseChapters(trx, id) })
          : await publishProblems(trx, id, fields);
      if (missing.length > 0) throw publishRefusal(missing);
    }
    await records.updateCourse(trx, id, { ...changes, published: published ? 1 : 0, updatedAt: nowIso() });
    const wasPublished = current.published === 1;
    const action = published === wasPublished ? 'update' : published ? 'publish' : 'unpublish';
    // Publishing closes the course's review and tells its instructors.
    if (action === 'publish')
      await noteCoursePublished(trx, uow, ctx, actorId, {
        ...current,
        title: changes.title ?? current.title,
      });
    await recordAudit(uow, {
      actorId,
      action,
      entity: 'course',
      entityId: id,
      summary: `${action === 'update' ? 'Changed' : action === 'publish' ? 'Published' : 'Unpublished'} course "${changes.title ?? current.title}": ${Object.keys(body).join(', ') || 'nothing'}`,
    });
    uow.invalidateCatalogue();
  });
  return getAdminCourse(db, ctx, id);
}

/**
 * Deletes a course with its modules, chapters and questions. Refused (409) once learners bought it or
 * hold its certificate (the foreign keys of purchases, payments and certificates say so): unpublish it.
 */
export async function deleteAdminCourse(
  db: Executor,
  ctx: WriteContext,
  actorId: string,
  id: string,
): Promise<void> {
  try {
    await inTransaction(db, ctx.effects, async (trx, uow) => {
      const course = await records.findCourse(trx, id);
      if (!course) throw notFound(COURSE_MISSING);
      await records.deleteCourse(trx, id);
      await recordAudit(uow, {
        actorId,
        action: 'delete',
        entity: 'course',
        entityId: id,
        summary: `Deleted course "${course.title}" (${course.slug})`,
      });
      uow.invalidateCatalogue();
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict(COURSE_IN_USE);
    throw error;
  }
}
