import type { Executor } from '../../db/executor.js';
import { AppError, type FieldError } from '../../lib/app-error.js';
import { htmlToText } from '../../lib/html.js';
import { listChapters, listModules } from '../courses/outline-records.service.js';

/**
 * What a course needs before learners may buy it, each problem as a sentence an author can act on
 * (the `path` stays machine-readable: a course field, or the module or chapter at fault).
 */

export interface PublishState {
  title: string;
  priceCents: number;
  imageKey: string | null;
  chapterCount: number;
}

/**
 * The course's own fields: a title, a price (0 is a free course; the schema and the table refuse a
 * negative one), a cover image, at least one chapter.
 */
export function missingForPublish(state: PublishState): FieldError[] {
  const missing: FieldError[] = [];
  if (!state.title.trim()) missing.push({ path: 'title', message: 'Add a title' });
  if (state.priceCents < 0) missing.push({ path: 'price', message: 'Set a price of $0 (free) or more' });
  if (!state.imageKey) missing.push({ path: 'imageUrl', message: 'Add a cover image' });
  if (state.chapterCount < 1) missing.push({ path: 'chapters', message: 'Add at least one chapter' });
  return missing;
}

type Outline = {
  modules: Awaited<ReturnType<typeof listModules>>;
  chapters: Awaited<ReturnType<typeof listChapters>>;
};

/** Its outline, in reading order: every module holds a chapter, every video has one, every reading has words. */
function outlineProblems({ modules, chapters }: Outline): FieldError[] {
  const problems: FieldError[] = [];
  for (const module of modules) {
    const own = chapters.filter((chapter) => chapter.moduleId === module.id);
    if (own.length === 0)
      problems.push({ path: `modules.${module.id}`, message: `Module “${module.title}” has no chapters` });
    for (const chapter of own) {
      const where = `“${chapter.title}” (module “${module.title}”)`;
      if (chapter.type === 'video' && !chapter.videoKey)
        problems.push({ path: `chapters.${chapter.id}.videoUrl`, message: `Chapter ${where} has no video` });
      // Sanitised HTML holds no images, so a reading without text has nothing to read.
      if (chapter.type === 'text' && !htmlToText(chapter.content))
        problems.push({ path: `chapters.${chapter.id}.content`, message: `Reading ${where} is empty` });
    }
  }
  return problems;
}

/** Everything publishing still needs: the course's fields, then its outline. */
export async function publishProblems(
  db: Executor,
  courseId: string,
  fields: Omit<PublishState, 'chapterCount'>,
): Promise<FieldError[]> {
  const [modules, chapters] = await Promise.all([
    listModules(db, { courseId }),
    listChapters(db, { courseId }),
  ]);
  return [
    ...missingForPublish({ ...fields, chapterCount: chapters.length }),
    ...outlineProblems({ modules, chapters }),
  ];
}

/** 422 listing, in words, everything the course lacks. */
export function publishRefusal(missing: FieldError[]): AppError {
  return new AppError(
    'PUBLISH_RULES',
    `This course cannot be published yet: ${missing.map((m) => m.message).join('; ')}`,
    422,
    missing,
  );
}
