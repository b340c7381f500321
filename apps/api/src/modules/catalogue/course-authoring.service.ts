import type { Level } from '@coursewise/contract';
import { type Executor, inTransaction } from '../../db/executor.js';
import { nowIso } from '../../lib/clock.js';
import { htmlToText, sanitizeRichText } from '../../lib/html.js';
import { newId } from '../../lib/ids.js';
import * as repo from './course-authoring.repository.js';

export interface NewChapter {
  title: string;
  type: 'video' | 'text';
  content?: string;
  videoKey?: string | null;
  /** WebVTT captions of a video chapter (a key in private storage, like the video). */
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
  language?: string;
  priceCents: number;
  categoryId: string;
  imageKey?: string | null;
  instructor: { name: string; bio: string; avatarKey?: string | null };
  published?: boolean;
  createdAt?: string;
  modules: { title: string; chapters: NewChapter[] }[];
}

export async function createCategory(
  db: Executor,
  category: { slug: string; name: string; position: number },
): Promise<string> {
  const id = newId();
  await repo.insertCategory(db, { id, ...category, createdAt: nowIso() });
  return id;
}

/**
 * Creates a course with its whole outline in one transaction (or the caller's). Rich text is sanitised
 * here, on write, and the course's duration is the sum of its chapters'.
 */
export async function createCourse(db: Executor, course: NewCourse): Promise<string> {
  const id = newId();
  const now = course.createdAt ?? nowIso();
  const description = sanitizeRichText(course.description);
  const modules = course.modules.map((m, i) => ({
    id: newId(),
    courseId: id,
    title: m.title,
    position: i + 1,
  }));
  const chapters = course.modules.flatMap((m, i) =>
    m.chapters.map((c, j) => ({
      id: newId(),
      moduleId: modules[i]?.id ?? '',
      courseId: id,
      title: c.title,
      type: c.type,
      content: sanitizeRichText(c.content ?? ''),
      videoKey: c.videoKey ?? null,
      captionsKey: c.captionsKey ?? null,
      durationMinutes: c.durationMinutes,
      isPreview: c.isPreview ? 1 : 0,
      position: j + 1,
    })),
  );
  await inTransaction(db, async (trx) => {
    await repo.insertCourse(trx, {
      id,
      slug: course.slug,
      title: course.title.trim(),
      subtitle: course.subtitle.trim(),
      description,
      descriptionText: htmlToText(description),
      outcomes: JSON.stringify(course.outcomes),
      requirements: JSON.stringify(course.requirements),
      level: course.level,
      language: course.language ?? 'English',
      priceCents: course.priceCents,
      imageKey: course.imageKey ?? null,
      instructorName: course.instructor.name,
      instructorBio: course.instructor.bio,
      instructorAvatarKey: course.instructor.avatarKey ?? null,
      categoryId: course.categoryId,
      published: course.published === false ? 0 : 1,
      durationMinutes: chapters.reduce((sum, c) => sum + c.durationMinutes, 0),
      createdAt: now,
      updatedAt: now,
    });
    await repo.insertModules(trx, modules);
    await repo.insertChapters(trx, chapters);
  });
  return id;
}
