import { type Static, Type } from '@sinclair/typebox';
import { Envelope, Id } from '../common.js';
import { AdminPagedResponse, adminListQuery } from './common.js';

/** A certificate as issued, with its holder's account and whether it has been revoked. */
export const AdminCertificate = Type.Object({
  id: Type.String(),
  number: Type.String(),
  holderName: Type.String(),
  courseId: Type.String(),
  courseTitle: Type.String(),
  user: Type.Object({ id: Type.String(), email: Type.String() }),
  score: Type.Number(),
  issuedAt: Type.String(),
  revoked: Type.Boolean(),
  revokedAt: Type.Union([Type.String(), Type.Null()]),
  verifyUrl: Type.String(),
});
export type AdminCertificate = Static<typeof AdminCertificate>;

/** `search` matches the number, holder name, course title or holder's email; newest first. */
export const AdminCertificateListQuery = adminListQuery({
  sort: Type.Optional(Type.Union([Type.Literal('issuedAt'), Type.Literal('number')])),
  courseId: Type.Optional(Id),
  revoked: Type.Optional(Type.Boolean()),
});
export type AdminCertificateListQuery = Static<typeof AdminCertificateListQuery>;

/** `PUT /api/admin/certificates/{id}`: `{revoked: true}`. Revoking is final: public verification then says so. */
export const AdminCertificateUpdateBody = Type.Object(
  { revoked: Type.Literal(true) },
  { additionalProperties: false },
);
export type AdminCertificateUpdateBody = Static<typeof AdminCertificateUpdateBody>;

export const AdminCertificateResponse = Envelope(AdminCertificate);
export const AdminCertificateListResponse = AdminPagedResponse(AdminCertificate);
