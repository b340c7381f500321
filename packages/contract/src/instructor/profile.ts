import { type Static, Type } from '@sinclair/typebox';
import { CourseSummary } from '../catalogue.js';
import { Envelope, ImageSrcSet } from '../common.js';

/**
 * An instructor's public profile (`/instructors/{slug}`): what they write about themself, and (public)
 * their published courses with totals. The limits are the form's and the server's.
 */

export const INSTRUCTOR_HEADLINE_MAX = 120;
export const INSTRUCTOR_BIO_MAX = 2000;
export const INSTRUCTOR_LINKS_MAX = 5;
export const INSTRUCTOR_LINK_MAX = 300;
export const INSTRUCTOR_SLUG_MAX = 80;

/** Lower-case letters and digits joined by single dashes, like course and category slugs. */
export const INSTRUCTOR_SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';

/**
 * Whether `text` is a link a profile may show: an https address with a dotted host name, no
 * credentials and no spaces (the rule both the form and the server apply).
 */
export function isProfileLink(text: string): boolean {
  if (text.length > INSTRUCTOR_LINK_MAX || /\s/.test(text) || !text.startsWith('https://')) return false;
  try {
    const url = new URL(text);
    return (
      url.protocol === 'https:' &&
      url.username === '' &&
      url.password === '' &&
      /^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/i.test(url.hostname)
    );
  } catch {
    return false;
  }
}

export const InstructorSlug = Type.String({
  minLength: 1,
  maxLength: INSTRUCTOR_SLUG_MAX,
  pattern: INSTRUCTOR_SLUG_PATTERN,
});

const ProfileLink = Type.String({ minLength: 9, maxLength: INSTRUCTOR_LINK_MAX, pattern: '^https://\\S+$' });

const profileFields = {
  slug: InstructorSlug,
  headline: Type.String({ maxLength: INSTRUCTOR_HEADLINE_MAX }),
  bio: Type.String({ maxLength: INSTRUCTOR_BIO_MAX, description: 'plain text' }),
  links: Type.Array(ProfileLink, { maxItems: INSTRUCTOR_LINKS_MAX, description: 'https addresses' }),
};

/** PUT instructor/profile. */
export const InstructorProfileBody = Type.Object(profileFields, { additionalProperties: false });
export type InstructorProfileBody = Static<typeof InstructorProfileBody>;

/** GET|PUT instructor/profile: the instructor's own profile; until first saved, `slug` is suggested from their name. */
export const OwnInstructorProfile = Type.Object({
  ...profileFields,
  slug: Type.String(),
  /** Saved at least once: the public page exists. */
  isPublic: Type.Boolean(),
});
export type OwnInstructorProfile = Static<typeof OwnInstructorProfile>;
export const OwnInstructorProfileResponse = Envelope(OwnInstructorProfile);

export const InstructorProfileParams = Type.Object({ slug: Type.String({ maxLength: 200 }) });

/** GET instructor/profile/{slug}: the public page's data. */
export const InstructorPublicProfile = Type.Object({
  slug: Type.String(),
  name: Type.String(),
  avatarUrl: Type.Union([Type.String(), Type.Null()]),
  avatarSrcSet: ImageSrcSet,
  headline: Type.String(),
  bio: Type.String(),
  links: Type.Array(Type.String()),
  /** Published courses they own or co-teach, most learners first, in the catalogue's card shape. */
  courses: Type.Array(CourseSummary),
  totals: Type.Object({
    courses: Type.Integer(),
    learners: Type.Integer(),
    reviews: Type.Integer(),
    /** Over all their courses' ratings (each rating counted once); 0 without ratings. */
    averageRating: Type.Number(),
  }),
});
export type InstructorPublicProfile = Static<typeof InstructorPublicProfile>;
export const InstructorPublicProfileResponse = Envelope(InstructorPublicProfile);
