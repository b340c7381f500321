import type { AppContext } from '../../app-context.js';
import { type Executor, inTransaction } from '../../db/executor.js';
import { forbidden, notFound } from '../../lib/app-error.js';
import { questionsByIds } from '../assessments/questions.service.js';
import * as outline from '../courses/outline-records.service.js';
import { assertCourseAccess } from './course-instructors.service.js';
import { COURSE_MISSING } from './module-admin.service.js';

/** What a studio route names: a course, or a module, chapter or question, each resolved to its course. */
export type StudioTarget =
  | { courseId: string }
  | { moduleId: string }
  | { chapterId: string }
  | { questionId: string };

async function courseOf(db: Executor, target: StudioTarget): Promise<string | undefined> {
  if ('courseId' in target) return target.courseId;
  if ('moduleId' in target) return (await outline.findModule(db, target.moduleId))?.courseId;
  if ('chapterId' in target) return (await outline.findChapter(db, target.chapterId))?.courseId;
  const [question] = await questionsByIds(db, [target.questionId]);
  return question?.courseId;
}

export interface TeacherOptions {
  /** Only the course's owner may (a co-instructor gets 403 with this message). */
  ownerOnly?: string;
}

/**
 * Runs a studio route's work for a course the caller teaches, in one transaction that starts with the
 * check: 404 "This course does not exist" otherwise, exactly as for an unknown id (of a course, module,
 * chapter or question), so ids cannot be probed. The admin service called in `work` joins this
 * transaction, and the check holds the caller's place on the course until it commits, so a
 * co-instructor removed at that instant cannot land a last write.
 */
export function asTeacher<T>(
  ctx: Pick<AppContext, 'db' | 'effects'>,
  userId: string,
  target: StudioTarget,
  work: (db: Executor) => Promise<T>,
  options: TeacherOptions = {},
): Promise<T> {
  return inTransaction(ctx.db, ctx.effects, async (trx) => {
    const courseId = await courseOf(trx, target);
    if (!courseId) throw notFound(COURSE_MISSING);
    const role = await assertCourseAccess(trx, userId, courseId);
    if (options.ownerOnly && role !== 'owner') throw forbidden(options.ownerOnly);
    return work(trx);
  });
}
