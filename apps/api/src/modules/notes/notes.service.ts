import {
  type AddNoteBody,
  type EditNoteBody,
  type Note,
  type NoteList,
  type NoteListQuery,
  noteLimits,
} from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import { type Executor, inTransaction } from '../../db/executor.js';
import { notFound, unprocessable } from '../../lib/app-error.js';
import { orderedNowIso } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { rules } from '../../lib/rate-limit/rate-limiter.js';
import { type ChapterRecord, findChapter, listOutline } from '../courses/chapters.service.js';
import { courseLabelsByIds } from '../courses/courses.service.js';
import { ownedChapter } from '../learning/chapter.service.js';
import * as repo from './notes.repository.js';
import { notesMarkdown } from './notes-markdown.js';

/** A learner's private notes: only their author ever reads, changes or exports them. */

const NOTE_MISSING = 'This note does not exist';
const COURSE_MISSING = 'This course does not exist';

type NotesContext = Pick<AppContext, 'db' | 'dialect' | 'limiter' | 'storage'>;

/**
 * The furthest stamp a chapter takes: its length in whole minutes is the author's rounding, so up to
 * the end of that last minute; a chapter whose length is not set takes any up to 24 hours.
 */
export function furthestStamp(chapter: Pick<ChapterRecord, 'durationMinutes'>): number {
  return chapter.durationMinutes > 0 ? chapter.durationMinutes * 60 + 59 : noteLimits.positionMax;
}

function checkStamp(chapter: ChapterRecord, positionSeconds: number | null | undefined): void {
  if (positionSeconds === undefined || positionSeconds === null) return;
  if (chapter.type !== 'video') {
    throw unprocessable('NOT_A_VIDEO', 'Only notes on a video chapter take a playback time');
  }
  const furthest = furthestStamp(chapter);
  if (positionSeconds > furthest) {
    throw unprocessable('PAST_THE_END', `The playback time must be between 0 and ${furthest} seconds`);
  }
}

/** The course's chapter titles and reading order, for naming and sorting its notes. */
async function chaptersOf(db: AppContext['db'], courseId: string) {
  const outline = await listOutline(db, { courseId });
  const chapters = outline.flatMap((module) => module.chapters);
  return new Map(chapters.map((chapter, index) => [chapter.id, { title: chapter.title, index }]));
}

function toNote(row: repo.NoteRow, chapterTitle: string): Note {
  return {
    id: row.id,
    courseId: row.courseId,
    chapterId: row.chapterId,
    chapterTitle,
    positionSeconds: row.positionSeconds,
    body: row.body,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

async function courseLabel(ctx: Pick<AppContext, 'db' | 'storage'>, courseId: string) {
  const label = (await courseLabelsByIds(ctx.db, ctx, [courseId])).get(courseId);
  if (!label) throw notFound(COURSE_MISSING);
  return label;
}

/** The learner's notes in one course, in chapter order then oldest first; bounded by the per-course cap. */
export async function listNotes(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  userId: string,
  query: NoteListQuery,
): Promise<NoteList> {
  await courseLabel(ctx, query.courseId);
  const [rows, chapters] = await Promise.all([
    repo.listNotes(ctx.db, userId, query.courseId, query.chapterId),
    chaptersOf(ctx.db, query.courseId),
  ]);
  // In memory, the same on both engines for any script's case: a course holds at most 500 of them.
  const search = query.search?.trim().toLowerCase();
  const items = rows
    .filter((row) => !search || row.body.toLowerCase().includes(search))
    .map((row) => ({ row, chapter: chapters.get(row.chapterId) }))
    // Stable: rows came oldest first, so each chapter's notes stay in time order.
    .sort((a, b) => (a.chapter?.index ?? 0) - (b.chapter?.index ?? 0))
    .map(({ row, chapter }) => toNote(row, chapter?.title ?? ''));
  return { items, total: items.length };
}

/** Adds a note to a chapter of a course the learner owns (403 otherwise), under the per-course cap. */
export async function addNote(ctx: NotesContext, userId: string, body: AddNoteBody): Promise<Note> {
  await ctx.limiter.consume(rules.noteWriteAccount, userId);
  const chapter = await ownedChapter(ctx.db, userId, body.chapterId);
  checkStamp(chapter, body.positionSeconds);
  const now = orderedNowIso();
  const row = {
    id: newId(),
    userId,
    courseId: chapter.courseId,
    chapterId: chapter.id,
    positionSeconds: body.positionSeconds ?? null,
    body: body.body,
    createdAt: now,
    updatedAt: now,
  };
  await inTransaction(ctx.db, async (trx) => {
    await repo.lockLearnerCourse(trx, ctx.dialect, userId, chapter.courseId);
    if ((await repo.countNotes(trx, userId, chapter.courseId)) >= noteLimits.perCourseMax) {
      throw unprocessable(
        'TOO_MANY_NOTES',
        `You can keep up to ${noteLimits.perCourseMax} notes in a course. Delete some to add more.`,
      );
    }
    await repo.insertNote(trx, row);
  });
  return toNote(row, chapter.title);
}

/** Changes the text (and, when sent, the stamp) of the learner's own note; another's is a 404. */
export async function editNote(
  ctx: NotesContext,
  userId: string,
  id: string,
  body: EditNoteBody,
): Promise<Note> {
  await ctx.limiter.consume(rules.noteWriteAccount, userId);
  const note = await repo.findOwnNote(ctx.db, userId, id);
  if (!note) throw notFound(NOTE_MISSING);
  const chapter = await findChapter(ctx.db, note.chapterId);
  if (!chapter) throw notFound(NOTE_MISSING);
  checkStamp(chapter, body.positionSeconds);
  const changes = {
    body: body.body,
    updatedAt: orderedNowIso(),
    ...(body.positionSeconds === undefined ? {} : { positionSeconds: body.positionSeconds }),
  };
  if (!(await repo.updateOwnNote(ctx.db, userId, id, changes))) throw notFound(NOTE_MISSING);
  return toNote({ ...note, ...changes }, chapter.title);
}

/** Deletes the learner's own note; another's is a 404. */
export async function deleteNote(ctx: Pick<AppContext, 'db'>, userId: string, id: string): Promise<void> {
  if (!(await repo.deleteOwnNote(ctx.db, userId, id))) throw notFound(NOTE_MISSING);
}

/** The learner's notes of one course as a Markdown file named after the course. */
export async function exportNotes(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  userId: string,
  courseId: string,
): Promise<{ filename: string; markdown: string }> {
  const course = await courseLabel(ctx, courseId);
  const { items } = await listNotes(ctx, userId, { courseId });
  return { filename: `notes-${course.slug}.md`, markdown: notesMarkdown(course.title, items) };
}

/** Deletes every note of the learner (their account is being deleted), in the caller's transaction. */
export async function eraseNotesOf(db: Executor, userId: string): Promise<void> {
  await repo.deleteNotesOf(db, userId);
}
