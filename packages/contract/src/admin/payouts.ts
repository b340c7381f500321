import { type Static, Type } from '@sinclair/typebox';
import { Envelope, Id } from '../common.js';
import { Month, PayoutStatement } from '../instructor/earnings.js';

/** The console's payouts: every instructor's statement of a month, marked paid by an admin. */

const strict = { additionalProperties: false } as const;

/** `GET admin/payouts?month=` (required). */
export const AdminPayoutQuery = Type.Object({ month: Month }, strict);
export type AdminPayoutQuery = Static<typeof AdminPayoutQuery>;

export const AdminPayoutStatement = Type.Composite([
  PayoutStatement,
  Type.Object({ instructor: Type.Object({ id: Type.String(), name: Type.String(), email: Type.String() }) }),
]);
export type AdminPayoutStatement = Static<typeof AdminPayoutStatement>;
export const AdminPayoutListResponse = Envelope(Type.Array(AdminPayoutStatement));
export const AdminPayoutResponse = Envelope(AdminPayoutStatement);

/** `/admin/payouts/{month}/instructors/{id}/paid` */
export const AdminPayoutParams = Type.Object({ month: Month, id: Id }, strict);
export type AdminPayoutParams = Static<typeof AdminPayoutParams>;

/** `POST …/paid`: an optional note of how it was paid (a transfer's reference). */
export const AdminPayoutPaidBody = Type.Object(
  { reference: Type.Optional(Type.String({ maxLength: 200 })) },
  strict,
);
export type AdminPayoutPaidBody = Static<typeof AdminPayoutPaidBody>;

/** An instructor's own share: null follows the `instructorShare` setting. */
export const InstructorShare = Type.Object({
  instructorShare: Type.Union([Type.Integer(), Type.Null()]),
  /** The setting, which applies while `instructorShare` is null. */
  defaultShare: Type.Integer(),
});
export type InstructorShare = Static<typeof InstructorShare>;
export const InstructorShareResponse = Envelope(InstructorShare);

export const InstructorShareBody = Type.Object(
  { instructorShare: Type.Union([Type.Integer({ minimum: 0, maximum: 100 }), Type.Null()]) },
  strict,
);
export type InstructorShareBody = Static<typeof InstructorShareBody>;
