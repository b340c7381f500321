import type { OperandExpression } from 'kysely';
import type { Executor } from '../../db/executor.js';
import { QueryTemplate } from '../../lib/query-template.js';
import { defaultCaptionsKey } from './chapter-captions.repository.js';

/** The SQL of chapter lookups for studying a course (with whether the course is published). */

/** A chapter with its content, media keys and its course's published flag. */
export function findChapter(db: Executor, chapterId: string) {
  return db
    .selectFrom('chapters')
    .innerJoin('courses', 'courses.id', 'chapters.courseId')
    .where('chapters.id', '=', chapterId)
    .select([
      'courses.published',
      'chapters.id',
      'chapters.courseId',
      'chapters.moduleId',
      'chapters.title',
      'chapters.type',
      'chapters.content',
      'chapters.videoKey',
      defaultCaptionsKey,
      'chapters.durationMinutes',
      'chapters.isPreview',
      'chapters.position',
    ])
    .executeTakeFirst();
}

/** Where a chapter is (its course) and its title: no content, for callers that only place it. */
/** A chapter's course or title as a subquery (null for an unknown chapter). */
export function chapterColumnOf(
  db: Executor,
  chapterId: string,
  column: 'courseId' | 'title',
): OperandExpression<string> {
  return db.selectFrom('chapters').select(column).where('id', '=', chapterId);
}

const chapterPlace = new QueryTemplate((db, { id }: { id: string }) =>
  db.selectFrom('chapters').where('id', '=', id).select(['id', 'courseId', 'title']),
);

export async function findChapterPlace(db: Executor, chapterId: string) {
  const [row] = await chapterPlace.execute(db, { id: chapterId });
  return row;
}

/** A module with its course's slug and published flag. */
export function findModule(db: Executor, moduleId: string) {
  return db
    .selectFrom('courseModules')
    .innerJoin('courses', 'courses.id', 'courseModules.courseId')
    .where('courseModules.id', '=', moduleId)
    .select([
      'courses.published',
      'courseModules.id',
      'courseModules.courseId',
      'courseModules.title',
      'courseModules.position',
      'courses.slug as courseSlug',
    ])
    .executeTakeFirst();
}

/** The modules of a course (or the one module) with their chapters, in reading order, in one query. */
export function listOutline(db: Executor, of: { courseId: string } | { moduleId: string }) {
  const query = db
    .selectFrom('courseModules')
    .leftJoin('chapters', 'chapters.moduleId', 'courseModules.id')
    .select([
      'courseModules.id as moduleId',
      'courseModules.title as moduleTitle',
      'courseModules.position as modulePosition',
      'chapters.id as chapterId',
      'chapters.title as chapterTitle',
      'chapters.type as chapterType',
      'chapters.durationMinutes',
      'chapters.isPreview',
      'chapters.position as chapterPosition',
    ])
    .orderBy('courseModules.position')
    .orderBy('chapters.position');
  return 'courseId' in of
    ? query.where('courseModules.courseId', '=', of.courseId).execute()
    : query.where('courseModules.id', '=', of.moduleId).execute();
}

/** The chapter ids of each given course, in reading order. */
export function listChapterOrder(db: Executor, courseIds: string[]) {
  return db
    .selectFrom('chapters')
    .innerJoin('courseModules', 'courseModules.id', 'chapters.moduleId')
    .where('chapters.courseId', 'in', courseIds)
    .select(['chapters.courseId', 'chapters.id'])
    .orderBy('chapters.courseId')
    .orderBy('courseModules.position')
    .orderBy('chapters.position')
    .execute();
}

/** How many chapters the course has. */
export function countChapters(db: Executor, courseId: string) {
  return db
    .selectFrom('chapters')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('courseId', '=', courseId)
    .executeTakeFirstOrThrow();
}

/** A chapter of any course (published or not), for authoring its quiz. */
export function findAnyChapter(db: Executor, chapterId: string) {
  return db
    .selectFrom('chapters')
    .select(['id', 'courseId', 'title'])
    .where('id', '=', chapterId)
    .executeTakeFirst();
}

export function listChapterTitles(db: Executor, ids: string[]) {
  return db.selectFrom('chapters').select(['id', 'title']).where('id', 'in', ids).execute();
}
