import type { AdminChapter, AdminChapterSummary, AdminChapterVideo, AdminModule } from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import type { Executor } from '../../db/executor.js';
import { quizSizes } from '../assessments/questions.service.js';
import * as records from '../courses/outline-records.service.js';

/** Modules and chapters as the admin console shows them, with each chapter's quiz size. */

type ChapterRow = NonNullable<Awaited<ReturnType<typeof records.findChapter>>>;
type ModuleRow = NonNullable<Awaited<ReturnType<typeof records.findModule>>>;

export function toChapterSummary(row: ChapterRow, questionCount: number): AdminChapterSummary {
  return {
    id: row.id,
    moduleId: row.moduleId,
    title: row.title,
    type: row.type,
    durationMinutes: row.durationMinutes,
    isPreview: row.isPreview === 1,
    position: row.position,
    hasVideo: row.videoKey !== null,
    questionCount,
  };
}

export function toAdminChapter(
  ctx: Pick<AppContext, 'mediaLinks'>,
  row: ChapterRow,
  questionCount: number,
  video: AdminChapterVideo | null,
): AdminChapter {
  return {
    ...toChapterSummary(row, questionCount),
    courseId: row.courseId,
    content: row.content,
    videoUrl: row.videoKey,
    captionsUrl: row.captionsKey,
    videoLink: row.videoKey ? ctx.mediaLinks.url(row.videoKey) : null,
    captionsLink: row.captionsKey ? ctx.mediaLinks.url(row.captionsKey) : null,
    video,
  };
}

/** The course's modules (or one module) with their chapters, in order. */
export async function adminModules(db: Executor, courseId: string, only?: string): Promise<AdminModule[]> {
  const of = only ? { moduleId: only } : { courseId };
  const [modules, chapters, sizes] = await Promise.all([
    records.listModules(db, of),
    records.listChapters(db, of),
    quizSizes(db, courseId),
  ]);
  const byModule = new Map<string, AdminChapterSummary[]>();
  for (const chapter of chapters) {
    const list = byModule.get(chapter.moduleId) ?? [];
    list.push(toChapterSummary(chapter, sizes.get(chapter.id) ?? 0));
    byModule.set(chapter.moduleId, list);
  }
  return modules.map((m: ModuleRow) => ({
    id: m.id,
    courseId: m.courseId,
    title: m.title,
    position: m.position,
    chapters: byModule.get(m.id) ?? [],
  }));
}
