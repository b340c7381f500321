import {
  type AdminCourse,
  type CourseUpdateBody,
  adminCatalogueLimits as L,
  Level,
  Locale,
} from '@coursewise/contract';
import { type Static, Type } from '@sinclair/typebox';
import type { Translate } from './editor-i18n';

const ListItem = Type.String({
  minLength: 1,
  maxLength: L.listItemMax,
});
const WholeNumber = (minimum: number, maximum: number, errorMessage: string) =>
  Type.Integer({ minimum, maximum, errorMessage });

/**
 * The course details form: the contract's limits, with the price typed in dollars (the API takes cents)
 * and the final question count optional (empty: every question of the pool); its own messages in the
 * page's language.
 */
export const courseFormSchema = (_: Translate) =>
  Type.Object({
    title: Type.String({ minLength: 1, maxLength: L.titleMax }),
    subtitle: Type.String({ maxLength: L.subtitleMax }),
    description: Type.String({ maxLength: L.descriptionMax }),
    outcomes: Type.Array(ListItem, { maxItems: L.listItemsMax }),
    requirements: Type.Array(ListItem, { maxItems: L.listItemsMax }),
    price: Type.Number({
      minimum: 0,
      maximum: L.priceMax / 100,
      errorMessage: _('editor.details.error.price'),
    }),
    level: Level,
    language: Locale,
    categoryId: Type.String({ minLength: 1, errorMessage: _('editor.newCourse.chooseCategory') }),
    imageUrl: Type.Union([Type.String(), Type.Null()]),
    instructorName: Type.String({ minLength: 1, maxLength: L.nameMax }),
    instructorBio: Type.String({ maxLength: L.bioMax }),
    passMark: WholeNumber(1, 100, _('editor.details.error.passMark')),
    finalAttempts: WholeNumber(1, 20, _('editor.details.error.attempts')),
    finalQuestionCount: WholeNumber(1, 100, _('editor.details.error.questionCount')),
    /** Every question of the final pool in each attempt (no draw): `finalQuestionCount` is then ignored. */
    drawsAll: Type.Boolean(),
  });
export type CourseFormValues = Static<ReturnType<typeof courseFormSchema>>;

/** The form's fields (the schema's shape does not depend on the language). */
const FORM_FIELDS: ReadonlySet<string> = new Set(Object.keys(courseFormSchema(() => '').properties));

export function toFormValues(course: AdminCourse): CourseFormValues {
  return {
    title: course.title,
    subtitle: course.subtitle,
    description: course.description,
    outcomes: course.outcomes,
    requirements: course.requirements,
    price: course.price / 100,
    level: course.level,
    language: course.language,
    categoryId: course.categoryId,
    imageUrl: course.imageUrl,
    instructorName: course.instructor.name,
    instructorBio: course.instructor.bio,
    passMark: course.passMark,
    finalAttempts: course.finalAttempts,
    finalQuestionCount: course.finalQuestionCount ?? 10,
    drawsAll: course.finalQuestionCount === null,
  };
}

export function toCourseBody(values: CourseFormValues): CourseUpdateBody {
  return {
    title: values.title,
    subtitle: values.subtitle,
    description: values.description,
    outcomes: values.outcomes,
    requirements: values.requirements,
    price: Math.round(values.price * 100),
    level: values.level,
    language: values.language,
    categoryId: values.categoryId,
    imageUrl: values.imageUrl,
    instructor: { name: values.instructorName, bio: values.instructorBio },
    passMark: values.passMark,
    finalAttempts: values.finalAttempts,
    finalQuestionCount: values.drawsAll ? null : values.finalQuestionCount,
  };
}

/** A field of the form named by the server's error path (`/instructor/name` → `instructorName`). */
export function formFieldOf(path: string): keyof CourseFormValues | undefined {
  const name = path
    .replace(/^\/+/, '')
    .replace(/^body\//, '')
    .split('/');
  if (name[0] === 'instructor') return name[1] === 'bio' ? 'instructorBio' : 'instructorName';
  const field = name[0] as keyof CourseFormValues;
  return FORM_FIELDS.has(field) ? field : undefined;
}
