import type { ChapterContent } from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import { forbidden, notFound, unauthorized } from '../../lib/app-error.js';
import { hasPurchased } from '../purchases/purchases.service.js';
import { findChapter } from './course-page.repository.js';

/** A chapter's content: anyone may watch a preview chapter; the rest needs a purchase of its course. */
export async function getChapter(
  ctx: AppContext,
  chapterId: string,
  userId: string | null,
): Promise<ChapterContent> {
  const row = await findChapter(ctx.db, chapterId);
  if (!row) throw notFound('This chapter does not exist');
  if (row.isPreview !== 1) {
    if (!userId) throw unauthorized('Sign in and buy this course to open this chapter');
    if (!(await hasPurchased(ctx.db, userId, row.courseId)))
      throw forbidden('Buy this course to open this chapter');
  }
  return {
    id: row.id,
    courseId: row.courseId,
    moduleId: row.moduleId,
    title: row.title,
    type: row.type,
    content: row.content,
    videoUrl: row.videoKey ? ctx.storage.url(row.videoKey) : null,
    durationMinutes: row.durationMinutes,
    isPreview: row.isPreview === 1,
    position: row.position,
  };
}
