import type { OperandExpression } from 'kysely';
import type { Executor } from '../../db/executor.js';
import * as repo from './chapters.repository.js';

/**
 * Chapter lookups for the modules that teach a course (learning): one chapter with its content, a
 * module, an outline in reading order. Chapters of unpublished courses are found too, flagged: they are
 * for the course's owners only (unpublishing stops sales only), which the callers check.
 */

export interface ChapterRecord {
  id: string;
  courseId: string;
  /** Whether the course is on sale; an unpublished course's chapters are for its owners only. */
  coursePublished: boolean;
  moduleId: string;
  title: string;
  type: 'video' | 'text';
  /** Sanitised HTML (sanitised when it was written). */
  content: string;
  videoKey: string | null;
  captionsKey: string | null;
  durationMinutes: number;
  isPreview: boolean;
  position: number;
}

export interface OutlineChapterRecord {
  id: string;
  title: string;
  type: 'video' | 'text';
  durationMinutes: number;
  isPreview: boolean;
  position: number;
}

export interface OutlineModuleRecord {
  id: string;
  title: string;
  position: number;
  chapters: OutlineChapterRecord[];
}

export interface ModuleRecord {
  id: string;
  courseId: string;
  /** Whether the course is on sale; an unpublished course's modules are for its owners only. */
  coursePublished: boolean;
  courseSlug: string;
  title: string;
  position: number;
}

/** A chapter of any course, or undefined (see `coursePublished`). */
export async function findChapter(db: Executor, chapterId: string): Promise<ChapterRecord | undefined> {
  const row = await repo.findChapter(db, chapterId);
  if (!row) return undefined;
  const { published, ...chapter } = row;
  return { ...chapter, coursePublished: published === 1, isPreview: row.isPreview === 1 };
}

/** A chapter's course (null for an unknown chapter) as a subquery, for a one-statement access check. */
export function chapterCourseIdOf(db: Executor, chapterId: string): OperandExpression<string> {
  return repo.chapterColumnOf(db, chapterId, 'courseId');
}

/** A chapter's title (null for an unknown chapter) as a subquery. */
export function chapterTitleOf(db: Executor, chapterId: string): OperandExpression<string> {
  return repo.chapterColumnOf(db, chapterId, 'title');
}

/** A chapter's course and title, or undefined: for callers that check access by course. */
export function findChapterPlace(
  db: Executor,
  chapterId: string,
): Promise<{ id: string; courseId: string; title: string } | undefined> {
  return repo.findChapterPlace(db, chapterId);
}

/** The titles of the given chapters, of any course, by id (admin lists). */
export async function chapterTitlesByIds(db: Executor, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await repo.listChapterTitles(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, row.title]));
}

/** A module of any course, or undefined (see `coursePublished`). */
export async function findModule(db: Executor, moduleId: string): Promise<ModuleRecord | undefined> {
  const row = await repo.findModule(db, moduleId);
  if (!row) return undefined;
  const { published, ...module } = row;
  return { ...module, coursePublished: published === 1 };
}

/** Every module of the course (or just the given module) with its chapters, in reading order. */
export async function listOutline(
  db: Executor,
  of: { courseId: string } | { moduleId: string },
): Promise<OutlineModuleRecord[]> {
  const modules = new Map<string, OutlineModuleRecord>();
  for (const row of await repo.listOutline(db, of)) {
    let module = modules.get(row.moduleId);
    if (!module) {
      module = { id: row.moduleId, title: row.moduleTitle, position: row.modulePosition, chapters: [] };
      modules.set(row.moduleId, module);
    }
    if (row.chapterId !== null && row.chapterTitle !== null && row.chapterType !== null) {
      module.chapters.push({
        id: row.chapterId,
        title: row.chapterTitle,
        type: row.chapterType,
        durationMinutes: row.durationMinutes ?? 0,
        isPreview: row.isPreview === 1,
        position: row.chapterPosition ?? 0,
      });
    }
  }
  return [...modules.values()];
}

/** Each given course's chapter ids in reading order (courses without chapters are absent). */
export async function chapterOrder(db: Executor, courseIds: string[]): Promise<Map<string, string[]>> {
  const order = new Map<string, string[]>();
  if (courseIds.length === 0) return order;
  for (const row of await repo.listChapterOrder(db, courseIds)) {
    const ids = order.get(row.courseId) ?? [];
    ids.push(row.id);
    order.set(row.courseId, ids);
  }
  return order;
}

/** How many chapters the course has. */
export async function countChapters(db: Executor, courseId: string): Promise<number> {
  return Number((await repo.countChapters(db, courseId)).count);
}

/** A chapter of any course, published or not (the admin console writes quizzes for drafts), or undefined. */
export async function findChapterForAuthoring(
  db: Executor,
  chapterId: string,
): Promise<{ id: string; courseId: string; title: string } | undefined> {
  const row = await repo.findAnyChapter(db, chapterId);
  return row && { id: row.id, courseId: row.courseId, title: row.title };
}
