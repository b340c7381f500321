import { type Static, Type } from '@sinclair/typebox';
import { Envelope } from '../common.js';
import { AdminPagedResponse, adminListQuery } from './common.js';

/** A message sent through the contact form, and whether an admin has handled it. */
export const AdminContactMessage = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  subject: Type.Union([Type.String(), Type.Null()]),
  message: Type.String(),
  handled: Type.Boolean(),
  handledAt: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
});
export type AdminContactMessage = Static<typeof AdminContactMessage>;

/** `search` matches the name, email, subject or message; `handled` filters; newest first. */
export const AdminContactMessageListQuery = adminListQuery({
  sort: Type.Optional(Type.Literal('createdAt')),
  handled: Type.Optional(Type.Boolean()),
});
export type AdminContactMessageListQuery = Static<typeof AdminContactMessageListQuery>;

/** `PUT /api/admin/contact-messages/{id}`: mark handled, or open again. */
export const AdminContactMessageUpdateBody = Type.Object(
  { handled: Type.Boolean() },
  { additionalProperties: false },
);
export type AdminContactMessageUpdateBody = Static<typeof AdminContactMessageUpdateBody>;

export const AdminContactMessageResponse = Envelope(AdminContactMessage);
export const AdminContactMessageListResponse = AdminPagedResponse(AdminContactMessage);
