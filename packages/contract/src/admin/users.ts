import { type Static, Type } from '@sinclair/typebox';
import { Envelope } from '../common.js';
import { Role, User } from '../user.js';
import { AdminPagedResponse, adminListQuery } from './common.js';

/** A user as the admin sees it: the profile plus whether (and since when) the account is disabled. */
export const AdminUser = Type.Composite([
  User,
  Type.Object({ disabled: Type.Boolean(), disabledAt: Type.Union([Type.String(), Type.Null()]) }),
]);
export type AdminUser = Static<typeof AdminUser>;

export const AdminUserSort = Type.Union([
  Type.Literal('createdAt'),
  Type.Literal('email'),
  Type.Literal('name'),
  Type.Literal('role'),
]);

/** `search` matches name or email; `role` and `disabled` filter; newest first by default. */
export const AdminUserListQuery = adminListQuery({
  sort: Type.Optional(AdminUserSort),
  role: Type.Optional(Role),
  disabled: Type.Optional(Type.Boolean()),
});
export type AdminUserListQuery = Static<typeof AdminUserListQuery>;

/**
 * `PUT /api/admin/users/{id}`: any of `role`, `disabled`. Disabling revokes every token of the account
 * and stops it signing in; an admin cannot demote or disable themself, nor the last admin (409).
 */
export const AdminUserUpdateBody = Type.Object(
  { role: Type.Optional(Role), disabled: Type.Optional(Type.Boolean()) },
  { additionalProperties: false, minProperties: 1 },
);
export type AdminUserUpdateBody = Static<typeof AdminUserUpdateBody>;

export const AdminUserResponse = Envelope(AdminUser);
export const AdminUserListResponse = AdminPagedResponse(AdminUser);
