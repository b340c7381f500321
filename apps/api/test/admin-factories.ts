import type { FastifyInstance } from 'fastify';
import { createLearner, type TestUser, uniqueEmail } from './factories.js';

/** A verified admin with a valid token, made directly through the account module. */
export function createAdmin(app: FastifyInstance, overrides: { email?: string } = {}): Promise<TestUser> {
  return createLearner(app, { email: overrides.email ?? uniqueEmail('admin'), role: 'admin' });
}
