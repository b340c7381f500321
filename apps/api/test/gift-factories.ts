import type { Payment } from '@coursewise/contract';
import type { FastifyInstance } from 'fastify';
import { call } from './helper.js';
import { confirmCard, createdPayment, mailsTo } from './payment-factories.js';

/** Checks out one course as a gift for `email` and pays with the success card. */
export async function buyGift(
  app: FastifyInstance,
  token: string,
  courseId: string,
  email: string,
  message?: string,
): Promise<Payment> {
  const gift = message === undefined ? { email } : { email, message };
  const payment = await createdPayment(app, token, { courseIds: [courseId], currency: 'USD', gift });
  const confirmed = await confirmCard(app, token, payment.id);
  if (confirmed.statusCode !== 200) throw new Error(`confirm failed: ${confirmed.body}`);
  return (confirmed.json() as { data: Payment }).data;
}

/** The code of the newest gift mail to `email`, read the way its recipient reads it. */
export async function mailedGiftCode(app: FastifyInstance, email: string): Promise<string> {
  const [mail] = (await mailsTo(app, email)).filter((m) => m.subject.includes('sent you a course'));
  const code = mail?.text.match(/\b[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}\b/)?.[0];
  if (!code) throw new Error(`no gift code mailed to ${email}`);
  return code;
}

/** POST gift/redeem, from a fresh address unless `ip` is given. */
export const redeem = (app: FastifyInstance, token: string, payload: unknown, ip?: string) =>
  call(app, {
    method: 'POST',
    url: '/api/gift/redeem',
    token,
    payload: payload as object,
    ...(ip ? { remoteAddress: ip } : {}),
  });
