import { type Static, Type } from '@sinclair/typebox';
import { Id } from '../common.js';
import { AdminPagedResponse, adminListQuery } from './common.js';

/** One admin write: who changed what, in words. `actor` is null when the account is gone. */
export const AuditEntry = Type.Object({
  id: Type.String(),
  actor: Type.Union([
    Type.Object({ id: Type.String(), email: Type.String(), name: Type.Union([Type.String(), Type.Null()]) }),
    Type.Null(),
  ]),
  action: Type.String(),
  entity: Type.String(),
  entityId: Type.Union([Type.String(), Type.Null()]),
  summary: Type.String(),
  createdAt: Type.String(),
});
export type AuditEntry = Static<typeof AuditEntry>;

/** `?entity=&actorId=` plus the common list fields; `search` matches the summary; newest first. */
export const AuditListQuery = adminListQuery({
  entity: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
  actorId: Type.Optional(Id),
  entityId: Type.Optional(Id),
});
export type AuditListQuery = Static<typeof AuditListQuery>;

export const AuditListResponse = AdminPagedResponse(AuditEntry);
