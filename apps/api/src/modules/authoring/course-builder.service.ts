import { DEFAULT_LOCALE, type Level, type Locale } from '@coursewise/contract';
import { type Executor, inTransaction } from '../../db/executor.js';
import { badRequest } from '../../lib/app-error.js';
import { nowIso } from '../../lib/clock.js';
import { htmlToText, sanitizeRichText } from '../../lib/html.js';
import { newId } from '../../lib/ids.js';
import * as categories from '../courses/category-records.service.js';
import * as captions from '../courses/chapter-captions.service.js';
import * as courses from '../courses/course-records.service.js';
import * as outline from '../courses/outline-records.service.js';
import { publishProblems, publishRefusal } from './publish-rules.js';

/**
 * A whole course written at once, for the seeds and the test factories: the same rows the console
 * writes, under the same rules (sanitised rich text, the duration summed from the chapters, and a
 * published course has everything publishing requires, else 422). Storage keys are taken as given:
 * the callers store the files themselves (the demo seed draws them while the rows are written).
 * Nobody acts, so nothing is audited; both run before the answers they set up are cached.
 */

export interface NewChapter {
  title: string;
  type: 'video' | 'text';
  content?: string;
  videoKey?: string | null;
  /** WebVTT captions of a video chapter (a key in private storage, like the video): its `en` track. */
  captionsKey?: string | null;
  durationMinutes: number;
  isPreview?: boolean;
}

export interface NewCourse {
  slug: string;
  title: string;
  subtitle: string;
  description: string;
  outcomes: string[];
  requirements: string[];
  level: Level;
  language?: Locale;
  priceCents: number;
  categoryId: string;
  imageKey?: string | null;
  instructor: { name: string; bio: string; avatarKey?: string | null };
  /** The final assessment's pass mark (%) and attempt limit; the schema's defaults when absent. */
  passMark?: number;
  finalAttemptLimit?: number;
  /** Published unless false; publishing checks the course as the console does. */
  published?: boolean;
  createdAt?: string;
  modules: { title: string; chapters: NewChapter[] }[];
}

function nonBlank(value: string, path: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw badRequest(`${path}: must not be empty`, [{ path, message: 'must not be empty' }]);
  return trimmed;
}

/** A category at the given place in the list (the end when absent). */
export async function buildCategory(
  db: Executor,
  category: { slug: string; name: string; position?: number },
): Promise<string> {
  const id = newId();
  await inTransaction(db, async (trx) => {
    const position = category.position ?? (await categories.nextCategoryPosition(trx));
    await categories.insertCategory(trx, {
      id,
      slug: category.slug,
      name: nonBlank(category.name, 'name'),
      position,
      createdAt: nowIso(),
    });
  });
  return id;
}

/** Writes the course as a draft with its outline, then publishes it if asked and ready (else 422, nothing kept). */
export async function buildCourse(db: Executor, course: NewCourse): Promise<string> {
  const id = newId();
  const now = course.createdAt ?? nowIso();
  const title = nonBlank(course.title, 'title');
  const description = sanitizeRichText(course.description);
  const imageKey = course.imageKey ?? null;
  await inTransaction(db, async (trx) => {
    await courses.insertCourse(trx, {
      id,
      slug: course.slug,
      title,
      subtitle: course.subtitle.trim(),
      description,
      descriptionText: htmlToText(description),
      outcomes: JSON.stringify(course.outcomes.map((item, i) => nonBlank(item, `outcomes.${i}`))),
      requirements: JSON.stringify(course.requirements.map((item, i) => nonBlank(item, `requirements.${i}`))),
      level: course.level,
      language: course.language ?? DEFAULT_LOCALE,
      priceCents: course.priceCents,
      imageKey,
      instructorName: nonBlank(course.instructor.name, 'instructor.name'),
      instructorBio: course.instructor.bio.trim(),
      instructorAvatarKey: course.instructor.avatarKey ?? null,
      categoryId: course.categoryId,
      published: 0,
      ...(course.passMark !== undefined ? { passMark: course.passMark } : {}),
      ...(course.finalAttemptLimit !== undefined ? { finalAttemptLimit: course.finalAttemptLimit } : {}),
      durationMinutes: 0,
      createdAt: now,
      updatedAt: now,
    });
    for (const [m, module] of course.modules.entries()) {
      const moduleId = newId();
      await outline.insertModule(trx, {
        id: moduleId,
        courseId: id,
        title: nonBlank(module.title, 'title'),
        position: m + 1,
      });
      for (const [c, chapter] of module.chapters.entries()) {
        const chapterId = newId();
        await outline.insertChapter(trx, {
          id: chapterId,
          moduleId,
          courseId: id,
          title: nonBlank(chapter.title, 'title'),
          type: chapter.type,
          content: sanitizeRichText(chapter.content ?? ''),
          videoKey: chapter.videoKey ?? null,
          durationMinutes: chapter.durationMinutes,
          isPreview: chapter.isPreview ? 1 : 0,
          position: c + 1,
        });
        if (chapter.captionsKey)
          await captions.saveCaption(trx, {
            chapterId,
            language: 'en',
            label: 'English',
            storageKey: chapter.captionsKey,
            createdAt: now,
          });
      }
    }
    await outline.refreshCourseDuration(trx, id, now);
    if (course.published === false) return;
    const missing = await publishProblems(trx, id, { title, priceCents: course.priceCents, imageKey });
    if (missing.length > 0) throw publishRefusal(missing);
    await courses.updateCourse(trx, id, { published: 1 });
  });
  return id;
}
