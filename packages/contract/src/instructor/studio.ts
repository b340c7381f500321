import { type Static, Type } from '@sinclair/typebox';
import { Envelope, Id } from '../common.js';
import { Email } from '../user.js';

/** The instructor studio's own shapes; its courses use the admin catalogue's (admin/catalogue.ts). */

/** One person who may edit a course: its owner or a co-instructor. */
export const CourseInstructor = Type.Object({
  id: Id,
  name: Type.String(),
  email: Type.String(),
  role: Type.Union([Type.Literal('owner'), Type.Literal('co')]),
});
export type CourseInstructor = Static<typeof CourseInstructor>;

export const CourseInstructorListResponse = Envelope(Type.Array(CourseInstructor));

/** POST instructor/courses/{id}/instructors: the address of an instructor account. */
export const InviteInstructorBody = Type.Object({ email: Email }, { additionalProperties: false });
export type InviteInstructorBody = Static<typeof InviteInstructorBody>;

export const CourseInstructorResponse = Envelope(CourseInstructor);

/** DELETE instructor/courses/{id}/instructors/{userId}. */
export const CourseInstructorParams = Type.Object({ id: Id, userId: Id }, { additionalProperties: false });
export type CourseInstructorParams = Static<typeof CourseInstructorParams>;
