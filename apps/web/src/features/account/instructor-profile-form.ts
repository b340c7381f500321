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
import type { I18n } from '@lingui/core';
import { type Static, Type } from '@sinclair/typebox';

type Translate = I18n['_'];

/**
 * The public-profile form: the contract's limits, with the links as one address per line; its
 * messages in the page's language (`_`).
 */
export const instructorProfileSchema = (_: Translate) =>
  Type.Object({
    slug: Type.String({
      minLength: 1,
      maxLength: INSTRUCTOR_SLUG_MAX,
      pattern: INSTRUCTOR_SLUG_PATTERN,
      errorMessage: _('profile.instructor.slugInvalid'),
    }),
    headline: Type.String({
      maxLength: INSTRUCTOR_HEADLINE_MAX,
      errorMessage: _('profile.instructor.headlineTooLong', { max: INSTRUCTOR_HEADLINE_MAX }),
    }),
    bio: Type.String({
      maxLength: INSTRUCTOR_BIO_MAX,
      errorMessage: _('profile.instructor.bioTooLong', { max: INSTRUCTOR_BIO_MAX }),
    }),
    links: Type.String(),
  });
export type InstructorProfileValues = Static<ReturnType<typeof instructorProfileSchema>>;

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
export function linksProblem(text: string, _: Translate): string | null {
  const links = linkLines(text);
  if (links.length > INSTRUCTOR_LINKS_MAX)
    return _('profile.instructor.tooManyLinks', { max: INSTRUCTOR_LINKS_MAX });
  const bad = links.find((link) => !isProfileLink(link));
  return bad ? _('profile.instructor.notHttps', { link: bad }) : null;
}

export const toBody = (values: InstructorProfileValues): InstructorProfileBody => ({
  slug: values.slug,
  headline: values.headline,
  bio: values.bio,
  links: linkLines(values.links),
});
