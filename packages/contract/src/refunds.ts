import { type Static, Type } from '@sinclair/typebox';
import { AdminPagedResponse, adminListQuery } from './admin/common.js';
import { Envelope, Id } from './common.js';
import { CurrencyCode } from './settings.js';

/** Refund requests (issue 22, item 4): a learner asks, the rules or an admin decide. */

/** How long a refund request's reason and an admin's note may be. */
export const refundRequestLimits = { reasonMax: 1000, noteMax: 1000 } as const;

/**
 * `pending`: waits for an admin; `approved`: the refund is under way (the provider is being asked);
 * `refunded`: the money went back and the course was revoked; `declined`: an admin said no (final).
 */
export const RefundRequestStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('approved'),
  Type.Literal('refunded'),
  Type.Literal('declined'),
]);
export type RefundRequestStatus = Static<typeof RefundRequestStatus>;

/** A purchase's refund request as its learner sees it (on the purchase list and after asking). */
export const RefundRequest = Type.Object({
  id: Type.String(),
  purchaseId: Type.String(),
  status: RefundRequestStatus,
  reason: Type.String(),
  /** The admin's note when approving or declining; null otherwise. */
  note: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  decidedAt: Type.Union([Type.String(), Type.Null()]),
});
export type RefundRequest = Static<typeof RefundRequest>;
export const RefundRequestResponse = Envelope(RefundRequest);

/** `/purchase/{id}/refund-request`: the purchase's id. */
export const RefundRequestParams = Type.Object({ id: Id }, { additionalProperties: false });

/** `POST purchase/{id}/refund-request`: why the learner wants the money back. */
export const RefundRequestBody = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: refundRequestLimits.reasonMax }) },
  { additionalProperties: false },
);
export type RefundRequestBody = Static<typeof RefundRequestBody>;

/** `GET admin/refund-requests`: newest first; `search` matches the learner's name or email or the course title. */
export const AdminRefundRequestListQuery = adminListQuery({
  sort: Type.Optional(Type.Union([Type.Literal('date'), Type.Literal('amount')])),
  status: Type.Optional(RefundRequestStatus),
});
export type AdminRefundRequestListQuery = Static<typeof AdminRefundRequestListQuery>;

/** One refund request as the admin console lists it. */
export const AdminRefundRequest = Type.Object({
  id: Type.String(),
  purchaseId: Type.String(),
  learner: Type.Object({
    id: Type.String(),
    email: Type.String(),
    name: Type.Union([Type.String(), Type.Null()]),
    isDeleted: Type.Boolean(),
  }),
  course: Type.Object({ id: Type.String(), slug: Type.String(), title: Type.String() }),
  /** Minor units of `currency`: what the refund gives back. */
  amount: Type.Integer(),
  currency: CurrencyCode,
  /** Percent of the course's chapters the learner had completed when asking (rounded down). */
  consumedPercent: Type.Integer(),
  reason: Type.String(),
  status: RefundRequestStatus,
  note: Type.Union([Type.String(), Type.Null()]),
  /** The admin who decided; null while pending and for an automatic refund. */
  decidedBy: Type.Union([Type.Object({ id: Type.String(), email: Type.String() }), Type.Null()]),
  createdAt: Type.String(),
  decidedAt: Type.Union([Type.String(), Type.Null()]),
});
export type AdminRefundRequest = Static<typeof AdminRefundRequest>;
export const AdminRefundRequestListResponse = AdminPagedResponse(AdminRefundRequest);
export const AdminRefundRequestResponse = Envelope(AdminRefundRequest);

/** `POST admin/refund-requests/{id}/approve`: an optional note for the learner. */
export const ApproveRefundRequestBody = Type.Object(
  { note: Type.Optional(Type.String({ maxLength: refundRequestLimits.noteMax })) },
  { additionalProperties: false },
);
export type ApproveRefundRequestBody = Static<typeof ApproveRefundRequestBody>;

/** `POST admin/refund-requests/{id}/decline`: the note the learner is mailed says why. */
export const DeclineRefundRequestBody = Type.Object(
  { note: Type.String({ minLength: 1, maxLength: refundRequestLimits.noteMax }) },
  { additionalProperties: false },
);
export type DeclineRefundRequestBody = Static<typeof DeclineRefundRequestBody>;
