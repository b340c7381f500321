import {
  type AdminCourse,
  type CourseUpdateBody,
  adminCatalogueLimits as L,
  Level,
  Locale,
} from '@coursewise/contract';
import { type Static, Type } from '@sinclair/typebox';

const ListItem = Type.String({
  minLength: 1,
  maxLength: L.listItemMax,
});
const WholeNumber = (minimum: number, maximum: number, errorMessage: string) =>
  Type.Integer({ minimum, maximum, errorMessage });

/**
 * The course details form: the contract's limits, with the price typed in dollars (the API takes cents)
 * and the final question count optional (empty: every question of the pool).
 */
export const CourseFormSchema = Type.Object({
  title: Type.String({ minLength: 1, maxLength: L.titleMax }),
  subtitle: Type.String({ maxLength: L.subtitleMax }),
  description: Type.String({ maxLength: L.descriptionMax }),
  outcomes: Type.Array(ListItem, { maxItems: L.listItemsMax }),
  requirements: Type.Array(ListItem, { maxItems: L.listItemsMax }),
  price: Type.Number({ minimum: 0, maximum: L.priceMax / 100, errorMessage: 'Enter a price of 0 or more' }),
  level: Level,
  language: Locale,
  categoryId: Type.String({ minLength: 1, errorMessage: 'Choose a category' }),
  imageUrl: Type.Union([Type.String(), Type.Null()]),
  instructorName: Type.String({ minLength: 1, maxLength: L.nameMax }),
  instructorBio: Type.String({ maxLength: L.bioMax }),
  passMark: WholeNumber(1, 100, 'Enter a whole percentage from 1 to 100'),
  finalAttempts: WholeNumber(1, 20, 'Enter a whole number from 1 to 20'),
  finalQuestionCount: WholeNumber(1, 100, 'Enter a whole number from 1 to 100'),
  /** Every question of the final pool in each attempt (no draw): `finalQuestionCount` is then ignored. */
  drawsAll: Type.Boolean(),
});
export type CourseFormValues = Static<typeof CourseFormSchema>;

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
  return field in CourseFormSchema.properties ? field : undefined;
}
