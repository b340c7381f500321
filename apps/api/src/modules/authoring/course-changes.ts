import type { CourseUpdateBody } from '@coursewise/contract';
import type { Updateable } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { CoursesTable } from '../../db/schema.js';
import { badRequest } from '../../lib/app-error.js';
import { htmlToText, sanitizeRichText } from '../../lib/html.js';
import { publicUploadKey } from '../../lib/uploaded-key.js';

/** What a course body changes, in columns (the rules a published course must meet are in publish-rules.ts). */

function nonBlank(value: string, path: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw badRequest(`${path}: must not be empty`, [{ path, message: 'must not be empty' }]);
  return trimmed;
}

function list(items: string[], path: string): string {
  return JSON.stringify(items.map((item, i) => nonBlank(item, `${path}.${i}`)));
}

/**
 * The columns a course body sets: trimmed text, sanitised description (and its plain text for search),
 * the storage key of an uploaded image (400 for any other address). `published` is left to the caller.
 */
export async function courseChanges(
  ctx: Pick<AppContext, 'storage'>,
  body: Omit<CourseUpdateBody, 'published'>,
): Promise<Updateable<CoursesTable>> {
  const changes: Updateable<CoursesTable> = {};
  if (body.title !== undefined) changes.title = nonBlank(body.title, 'title');
  if (body.subtitle !== undefined) changes.subtitle = body.subtitle.trim();
  if (body.description !== undefined) {
    changes.description = sanitizeRichText(body.description);
    changes.descriptionText = htmlToText(changes.description);
  }
  if (body.outcomes !== undefined) changes.outcomes = list(body.outcomes, 'outcomes');
  if (body.requirements !== undefined) changes.requirements = list(body.requirements, 'requirements');
  if (body.price !== undefined) changes.priceCents = body.price;
  if (body.level !== undefined) changes.level = body.level;
  if (body.language !== undefined) changes.language = body.language;
  if (body.categoryId !== undefined) changes.categoryId = body.categoryId;
  if (body.imageUrl !== undefined)
    changes.imageKey =
      body.imageUrl === null ? null : await publicUploadKey(ctx.storage, body.imageUrl, 'imageUrl');
  if (body.instructor !== undefined) {
    changes.instructorName = nonBlank(body.instructor.name, 'instructor.name');
    changes.instructorBio = body.instructor.bio.trim();
  }
  if (body.passMark !== undefined) changes.passMark = body.passMark;
  if (body.finalAttempts !== undefined) changes.finalAttemptLimit = body.finalAttempts;
  if (body.finalQuestionCount !== undefined) changes.finalQuestionCount = body.finalQuestionCount;
  return changes;
}
