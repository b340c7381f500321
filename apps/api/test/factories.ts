import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../src/lib/passwords.js';
import { createAccount } from '../src/modules/account/account.records.js';

export const STRONG_PASSWORD = 'violet-harbour-lantern';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  token: string;
}

let counter = 0;
export const uniqueEmail = (prefix = 'learner') =>
  `${prefix}.${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString('hex')}@example.com`;

/** A verified learner with a complete profile and a valid token, made directly through the account module. */
export async function createLearner(
  app: FastifyInstance,
  overrides: { email?: string; password?: string; role?: 'learner' | 'admin'; verified?: boolean } = {},
): Promise<TestUser> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? STRONG_PASSWORD;
  const row = await createAccount(app.ctx, {
    email,
    passwordHash: await hashPassword(password),
    role: overrides.role ?? 'learner',
    emailVerified: overrides.verified ?? true,
    firstName: 'Test',
    lastName: 'Learner',
  });
  if (!row) throw new Error(`could not create ${email}`);
  const token = await app.ctx.tokens.sign({ userId: row.id, tokenVersion: row.tokenVersion });
  return { id: row.id, email, password, token };
}

/** The newest code mailed to `to` (from the dev outbox), read the way a user reads it. */
export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
  const messages = (response.json() as { data: { to: string; text: string }[] }).data;
  const message = messages.find((m) => m.to.toLowerCase() === to.toLowerCase());
  const code = message?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}
