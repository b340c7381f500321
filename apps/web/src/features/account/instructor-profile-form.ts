import {
  INSTRUCTOR_BIO_MAX,
  INSTRUCTOR_HEADLINE_MAX,
  INSTRUCTOR_LINKS_MAX,
  INSTRUCTOR_SLUG_MAX,
  INSTRUCTOR_SLUG_PATTERN,
  type InstructorProfileBody,
  isProfileLink,
  type OwnInstructorProfile,
} from '@coursewise/contract';
import { type Static, Type } from '@sinclair/typebox';

/** The public-profile form: the contract's limits, with the links as one address per line. */
export const instructorProfileSchema = Type.Object({
  slug: Type.String({
    minLength: 1,
    maxLength: INSTRUCTOR_SLUG_MAX,
    pattern: INSTRUCTOR_SLUG_PATTERN,
    errorMessage: 'Use lower-case letters and digits joined by single dashes, e.g. ada-lovelace',
  }),
  headline: Type.String({
    maxLength: INSTRUCTOR_HEADLINE_MAX,
    errorMessage: `Keep the headline to ${INSTRUCTOR_HEADLINE_MAX} characters`,
  }),
  bio: Type.String({
    maxLength: INSTRUCTOR_BIO_MAX,
    errorMessage: `Keep the biography to ${INSTRUCTOR_BIO_MAX} characters`,
  }),
  links: Type.String(),
});
export type InstructorProfileValues = Static<typeof instructorProfileSchema>;

export const toFormValues = (profile: OwnInstructorProfile): InstructorProfileValues => ({
  slug: profile.slug,
  headline: profile.headline,
  bio: profile.bio,
  links: profile.links.join('\n'),
});

/** The lines of the links field, without blanks. */
export const linkLines = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** Why the links cannot be saved, or null: at most five, each an https address. */
export function linksProblem(text: string): string | null {
  const links = linkLines(text);
  if (links.length > INSTRUCTOR_LINKS_MAX) return `Add at most ${INSTRUCTOR_LINKS_MAX} links`;
  const bad = links.find((link) => !isProfileLink(link));
  return bad ? `“${bad}” is not an https address (it must start with https://)` : null;
}

export const toBody = (values: InstructorProfileValues): InstructorProfileBody => ({
  slug: values.slug,
  headline: values.headline,
  bio: values.bio,
  links: linkLines(values.links),
});
