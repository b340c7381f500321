import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { ChaptersTable, CourseModulesTable } from '../../db/schema.js';
import { defaultCaptionsKey } from './chapter-captions.repository.js';

/** The SQL of modules and chapters as the admin console edits them (any course, published or not). */

const chapterColumns = [
  'chapters.id',
  'chapters.moduleId',
  'chapters.courseId',
  'chapters.title',
  'chapters.type',
  'chapters.content',
  'chapters.videoKey',
  defaultCaptionsKey,
  'chapters.durationMinutes',
  'chapters.isPreview',
  'chapters.position',
] as const;

export function findModule(db: Executor, id: string) {
  return db
    .selectFrom('courseModules')
    .select(['id', 'courseId', 'title', 'position'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The course's modules (or the one module) in order. */
export function listModules(db: Executor, of: { courseId: string } | { moduleId: string }) {
  const query = db
    .selectFrom('courseModules')
    .select(['id', 'courseId', 'title', 'position'])
    .orderBy('position')
    .orderBy('id');
  return (
    'courseId' in of ? query.where('courseId', '=', of.courseId) : query.where('id', '=', of.moduleId)
  ).execute();
}

/** The chapters of the course's modules (or of one module), each module's in order. */
export function listChapters(db: Executor, of: { courseId: string } | { moduleId: string }) {
  const query = db
    .selectFrom('chapters')
    .select(chapterColumns)
    .orderBy('chapters.position')
    .orderBy('chapters.id');
  return (
    'courseId' in of
      ? query.where('chapters.courseId', '=', of.courseId)
      : query.where('chapters.moduleId', '=', of.moduleId)
  ).execute();
}

export function findChapter(db: Executor, id: string) {
  return db.selectFrom('chapters').select(chapterColumns).where('chapters.id', '=', id).executeTakeFirst();
}

export async function nextModulePosition(db: Executor, courseId: string): Promise<number> {
  const row = await db
    .selectFrom('courseModules')
    .select((eb) => eb.fn.max<number | null>('position').as('max'))
    .where('courseId', '=', courseId)
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

export async function nextChapterPosition(db: Executor, moduleId: string): Promise<number> {
  const row = await db
    .selectFrom('chapters')
    .select((eb) => eb.fn.max<number | null>('position').as('max'))
    .where('moduleId', '=', moduleId)
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

export async function insertModule(db: Executor, row: Insertable<CourseModulesTable>): Promise<void> {
  await db.insertInto('courseModules').values(row).execute();
}

export async function updateModule(db: Executor, id: string, changes: Updateable<CourseModulesTable>) {
  await db.updateTable('courseModules').set(changes).where('id', '=', id).execute();
}

export async function deleteModule(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('courseModules').where('id', '=', id).execute();
}

export async function insertChapter(db: Executor, row: Insertable<ChaptersTable>): Promise<void> {
  await db.insertInto('chapters').values(row).execute();
}

export async function updateChapter(db: Executor, id: string, changes: Updateable<ChaptersTable>) {
  await db.updateTable('chapters').set(changes).where('id', '=', id).execute();
}

export async function deleteChapter(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('chapters').where('id', '=', id).execute();
}

export async function setModulePosition(db: Executor, id: string, position: number): Promise<void> {
  await db.updateTable('courseModules').set({ position }).where('id', '=', id).execute();
}

export async function setChapterPosition(db: Executor, id: string, position: number): Promise<void> {
  await db.updateTable('chapters').set({ position }).where('id', '=', id).execute();
}

/** The course's duration is the sum of its chapters'; stored for sorting and display, bumped with its update time. */
export async function refreshCourseDuration(db: Executor, courseId: string, at: string): Promise<void> {
  await db
    .updateTable('courses')
    .set((eb) => ({
      durationMinutes: eb.fn.coalesce(
        eb
          .selectFrom('chapters')
          .select((inner) => inner.fn.sum<number>('chapters.durationMinutes').as('total'))
          .whereRef('chapters.courseId', '=', 'courses.id'),
        eb.lit(0),
      ),
      updatedAt: at,
    }))
    .where('id', '=', courseId)
    .execute();
}

export async function countCourseChapters(db: Executor, courseId: string): Promise<number> {
  const row = await db
    .selectFrom('chapters')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('courseId', '=', courseId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findCourseState(db: Executor, courseId: string) {
  return db
    .selectFrom('courses')
    .select(['id', 'title', 'published'])
    .where('id', '=', courseId)
    .executeTakeFirst();
}

/** Sets the length of every chapter playing this video; answers the courses they belong to. */
export async function setVideoChapterDurations(
  db: Executor,
  videoKey: string,
  minutes: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('chapters')
    .select('courseId')
    .distinct()
    .where('videoKey', '=', videoKey)
    .execute();
  if (rows.length === 0) return [];
  await db
    .updateTable('chapters')
    .set({ durationMinutes: minutes })
    .where('videoKey', '=', videoKey)
    .execute();
  return rows.map((row) => row.courseId);
}

/** The courses with a chapter playing this video. */
export async function coursesPlayingVideo(db: Executor, videoKeys: string[]): Promise<string[]> {
  if (videoKeys.length === 0) return [];
  const rows = await db
    .selectFrom('chapters')
    .select('courseId')
    .distinct()
    .where('videoKey', 'in', videoKeys)
    .execute();
  return rows.map((row) => row.courseId);
}
