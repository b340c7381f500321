import { type Static, Type } from '@sinclair/typebox';
import { FinalStatus } from '../assessments.js';
import { Envelope, Id } from '../common.js';
import { CourseProgress } from '../learning.js';
import { PurchaseSource } from '../payments.js';
import { CurrencyCode } from '../settings.js';
import { AdminUser } from './users.js';

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

/** One course the learner owns, as support sees it: progress, quizzes and the final. */
export const SupportCourse = Type.Object({
  courseId: Type.String(),
  title: Type.String(),
  slug: Type.String(),
  purchasedAt: Type.String(),
  lastActivityAt: Nullable(Type.String()),
  progress: CourseProgress,
  /** Chapter quizzes taken at least once, and passed at least once. */
  quizzes: Type.Object({ total: Type.Integer(), taken: Type.Integer(), passed: Type.Integer() }),
  final: Type.Object({
    status: FinalStatus,
    attemptsAllowed: Type.Integer(),
    attemptsUsed: Type.Integer(),
    certificateId: Nullable(Type.String()),
  }),
});
export type SupportCourse = Static<typeof SupportCourse>;

/** A purchase: a sale (with a payment), a grant (enrolled by support) or free (a free course); the last two paid nothing. */
export const SupportPurchase = Type.Object({
  id: Type.String(),
  courseId: Type.String(),
  courseTitle: Type.String(),
  kind: PurchaseSource,
  amount: Type.Integer(),
  currency: CurrencyCode,
  createdAt: Type.String(),
  refundedAt: Nullable(Type.String()),
});

export const SupportCertificate = Type.Object({
  id: Type.String(),
  number: Type.String(),
  courseTitle: Type.String(),
  issuedAt: Type.String(),
  revoked: Type.Boolean(),
});

/** A sign-in, failure, lock-out or sign-out of the account (from the audit log). */
export const SupportSignIn = Type.Object({
  action: Type.String(),
  summary: Type.String(),
  createdAt: Type.String(),
});

/** `GET admin/users/{id}`: the account and everything support needs to help its learner. */
export const AdminUserDetail = Type.Composite([
  AdminUser,
  Type.Object({
    courses: Type.Array(SupportCourse),
    purchases: Type.Array(SupportPurchase),
    certificates: Type.Array(SupportCertificate),
    recentSignIns: Type.Array(SupportSignIn),
  }),
]);
export type AdminUserDetail = Static<typeof AdminUserDetail>;
export const AdminUserDetailResponse = Envelope(AdminUserDetail);

/** `POST admin/users/{id}/final-attempts`: `extra` more attempts at the course's final (1–10). */
export const GrantFinalAttemptsBody = Type.Object(
  { courseId: Id, extra: Type.Integer({ minimum: 1, maximum: 10 }) },
  { additionalProperties: false },
);
export type GrantFinalAttemptsBody = Static<typeof GrantFinalAttemptsBody>;

/** `POST admin/users/{id}/grants`: enrol the learner in the course without a sale. */
export const GrantCourseBody = Type.Object({ courseId: Id }, { additionalProperties: false });
export type GrantCourseBody = Static<typeof GrantCourseBody>;

/** Body `{}` (`POST admin/users/{id}/resend-verification`). */
export const ResendVerificationBody = Type.Object({}, { additionalProperties: false });
