import type { CourseDetails, CourseSummary, Paged } from '@coursewise/contract';

/**
 * A cached public answer cut where a learner's own values go, so that a signed-in answer is the
 * cached bytes with a few values put in rather than the whole page serialised again. The cuts are
 * found by serialising the page once with the learner's fields at their "nothing" values: those
 * exact key-value runs can only be keys (inside a JSON string every quote is escaped), and the
 * route's own serialiser writes them, so the filled answer is byte for byte what it would send.
 */

const NO_FLAGS = '"isWishlisted":false,"isInCart":false,"isPurchased":false';
const NO_REVIEW = '"myReview":null';

export interface Flags {
  isWishlisted: boolean;
  isInCart: boolean;
  isPurchased: boolean;
}

/**
 * A page of courses: `parts[i]` comes before the flags of `courseIds[i]`, and one part ends it. The
 * parts are kept encoded, so an answer is one copy of bytes rather than a string to flatten and encode.
 */
export interface ListTemplate {
  courseIds: string[];
  parts: Buffer[];
}

/** A course page: its flags go after `parts[0]`, the learner's review after `parts[1]`. */
export interface DetailsTemplate {
  courseId: string;
  parts: [Buffer, Buffer, Buffer];
}

const noFlags: Flags = { isWishlisted: false, isInCart: false, isPurchased: false };

// The eight ways three flags can be, encoded once.
const flagBytes = new Map<string, Buffer>();
for (const isWishlisted of [false, true]) {
  for (const isInCart of [false, true]) {
    for (const isPurchased of [false, true]) {
      const json = `"isWishlisted":${isWishlisted},"isInCart":${isInCart},"isPurchased":${isPurchased}`;
      flagBytes.set(`${isWishlisted}${isInCart}${isPurchased}`, Buffer.from(json));
    }
  }
}
const flagsJson = (flags: Flags) =>
  flagBytes.get(`${flags.isWishlisted}${flags.isInCart}${flags.isPurchased}`) as Buffer;

/** The template of a public page, or null if its serialised form cannot be cut (the caller then serialises). */
export function listTemplate(
  page: Paged<CourseSummary>,
  serialize: (data: Paged<CourseSummary>) => string,
): ListTemplate | null {
  const withFlags = { ...page, items: page.items.map((item) => ({ ...item, ...noFlags })) };
  const parts = serialize(withFlags).split(NO_FLAGS);
  if (parts.length !== page.items.length + 1) return null;
  return { courseIds: page.items.map((item) => item.id), parts: parts.map((part) => Buffer.from(part)) };
}

export function fillList(template: ListTemplate, flagsOf: (courseId: string) => Flags): Buffer {
  const chunks: Buffer[] = [template.parts[0] as Buffer];
  template.courseIds.forEach((id, i) => {
    chunks.push(flagsJson(flagsOf(id)), template.parts[i + 1] as Buffer);
  });
  return Buffer.concat(chunks);
}

export function detailsTemplate(
  details: CourseDetails,
  serialize: (data: CourseDetails) => string,
): DetailsTemplate | null {
  const body = serialize({ ...details, ...noFlags, myReview: null });
  const [head, rest, ...more] = body.split(NO_FLAGS);
  if (head === undefined || rest === undefined || more.length > 0) return null;
  const [middle, tail, ...after] = rest.split(NO_REVIEW);
  if (middle === undefined || tail === undefined || after.length > 0) return null;
  return { courseId: details.id, parts: [Buffer.from(head), Buffer.from(middle), Buffer.from(tail)] };
}

export function fillDetails(
  template: DetailsTemplate,
  flags: Flags,
  myReview: CourseDetails['myReview'] | null,
): Buffer {
  // The review's fields in the contract's order, as its serialiser writes them.
  const review = myReview
    ? JSON.stringify({ rating: myReview.rating, comment: myReview.comment, updatedAt: myReview.updatedAt })
    : 'null';
  const [head, middle, tail] = template.parts;
  return Buffer.concat([head, flagsJson(flags), middle, Buffer.from(`"myReview":${review}`), tail]);
}
