import { type Static, Type } from '@sinclair/typebox';
import { Envelope } from './common.js';

export const OutboxMessage = Type.Object({
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  html: Type.String(),
  createdAt: Type.String(),
});
export type OutboxMessage = Static<typeof OutboxMessage>;
export const OutboxResponse = Envelope(Type.Array(OutboxMessage));
export const HealthResponse = Type.Object({ status: Type.Literal('ok') });
