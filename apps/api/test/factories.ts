import { randomBytes } from 'node:crypto';
import type { Session } from '@coursewise/contract';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../src/lib/passwords.js';
import { createAccount } from '../src/modules/account/account-records.service.js';
import { openSession } from '../src/modules/account/sessions.service.js';
import { call } from './helper.js';

export const STRONG_PASSWORD = 'violet-harbour-lantern';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  token: string;
}

let strongHash: Promise<string> | undefined;
/** argon2 is slow on purpose; the default password's hash (salted once) is shared by test accounts. */
const passwordHashFor = (password: string): Promise<string> => {
  if (password !== STRONG_PASSWORD) return hashPassword(password);
  strongHash ??= hashPassword(STRONG_PASSWORD);
  return strongHash;
};

let counter = 0;
export const uniqueEmail = (prefix = 'learner') =>
  `${prefix}.${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString('hex')}@example.com`;

/** A verified learner with a complete profile and a valid token, made directly through the account module. */
export async function createLearner(
  app: FastifyInstance,
  overrides: {
    email?: string;
    password?: string;
    role?: 'learner' | 'admin' | 'instructor';
    verified?: boolean;
  } = {},
): Promise<TestUser> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? STRONG_PASSWORD;
  const row = await createAccount(app.ctx.db, {
    email,
    passwordHash: await passwordHashFor(password),
    role: overrides.role ?? 'learner',
    emailVerified: overrides.verified ?? true,
    firstName: 'Test',
    lastName: 'Learner',
  });
  if (!row) throw new Error(`could not create ${email}`);
  const { token } = await openSession(app.ctx.db, app.ctx, row);
  return { id: row.id, email, password, token };
}

/** The newest code mailed to `to` (from the dev outbox), read the way a user reads it. */
export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  await app.ctx.mailQueue.idle();
  const response = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
  const messages = (response.json() as { data: { to: string; text: string }[] }).data;
  const message = messages.find((m) => m.to.toLowerCase() === to.toLowerCase());
  const code = message?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

export interface OutboxEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/** Every email in the dev outbox, newest first. */
export async function outbox(app: FastifyInstance): Promise<OutboxEmail[]> {
  // Codes and notices go through the mail queue after the answer: wait until it has sent them.
  await app.ctx.mailQueue.idle();
  const response = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
  return (response.json() as { data: OutboxEmail[] }).data;
}

/** The emails sent to one address, newest first. */
export async function mailTo(app: FastifyInstance, to: string): Promise<OutboxEmail[]> {
  return (await outbox(app)).filter((m) => m.to.toLowerCase() === to.toLowerCase());
}

/** A learner who signed up and verified through the API, the way a user does. */
export async function signUpThroughApi(
  app: FastifyInstance,
  overrides: { email?: string; password?: string } = {},
): Promise<TestUser> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? STRONG_PASSWORD;
  const started = await call(app, { method: 'POST', url: '/api/user/signup', payload: { email, password } });
  if (started.statusCode !== 201) throw new Error(`sign-up failed: ${started.body}`);
  const code = await latestCode(app, email);
  const verified = await call(app, {
    method: 'POST',
    url: '/api/user/verify-signup',
    payload: { email, code },
  });
  if (verified.statusCode !== 200) throw new Error(`verification failed: ${verified.body}`);
  const { token, user } = (verified.json() as { data: Session }).data;
  return { id: user.id, email, password, token };
}

/** The stored users row, deleted or not (for checking what the database keeps). */
export function userRow(app: FastifyInstance, id: string) {
  return app.ctx.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** Moves the account's live codes past their expiry: the test reaching the clock. */
export async function expireCodes(app: FastifyInstance, userId: string): Promise<void> {
  const expiresAt = new Date(Date.now() - 1000).toISOString();
  await app.ctx.db.updateTable('verificationCodes').set({ expiresAt }).where('userId', '=', userId).execute();
  await app.ctx.db.updateTable('signupCodes').set({ expiresAt }).where('userId', '=', userId).execute();
}

/** Signs in through the API; answers the response. */
export const signin = (app: FastifyInstance, email: string, password: string) =>
  call(app, { method: 'POST', url: '/api/user/signin', payload: { email, password } });

/** GET /api/user/profile with the token. */
export const getProfile = (app: FastifyInstance, token: string) =>
  call(app, { method: 'GET', url: '/api/user/profile', token });
