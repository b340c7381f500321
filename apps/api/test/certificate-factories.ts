import type { Certificate } from '@coursewise/contract';
import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../src/db/executor.js';
import { nowIso } from '../src/lib/clock.js';
import { newId } from '../src/lib/ids.js';
import { issueCertificate } from '../src/modules/certificates/certificates.service.js';
import { createCourseFixture, createPurchaseFixture } from './catalogue-factories.js';
import { createLearner, type TestUser } from './factories.js';

let sequence = 0;

/** Gives the learner a name of their own (test accounts are all "Test Learner"). */
export async function nameLearner(app: FastifyInstance, userId: string, firstName: string, lastName: string) {
  await app.ctx.db.updateTable('users').set({ firstName, lastName }).where('id', '=', userId).execute();
}

/** Issues the learner's certificate for a course they own, in a transaction as the final attempt does. */
export function issueFor(
  app: FastifyInstance,
  userId: string,
  courseId: string,
  options: { score?: number; issuedAt?: string; attemptId?: string } = {},
): Promise<Certificate> {
  return inTransaction(app.ctx.db, app.ctx.effects, (trx) =>
    issueCertificate(trx, app.ctx, {
      userId,
      courseId,
      attemptId: options.attemptId ?? newId(),
      score: options.score ?? 85,
      issuedAt: options.issuedAt ?? nowIso(),
    }),
  );
}

/**
 * A named learner who bought a fresh course and holds its certificate: the course, the learner (with
 * their token) and the certificate as issued.
 */
export async function createCertifiedLearner(
  app: FastifyInstance,
  options: {
    score?: number;
    issuedAt?: string;
    courseTitle?: string;
    firstName?: string;
    lastName?: string;
  } = {},
): Promise<{
  learner: TestUser;
  holderName: string;
  course: { id: string; slug: string; title: string };
  certificate: Certificate;
}> {
  sequence += 1;
  const course = await createCourseFixture(app, options.courseTitle ? { title: options.courseTitle } : {});
  const learner = await createLearner(app);
  const firstName = options.firstName ?? 'Grace';
  const lastName = options.lastName ?? `Hopper${sequence}`;
  await nameLearner(app, learner.id, firstName, lastName);
  await createPurchaseFixture(app, learner.id, course.id);
  const certificate = await issueFor(app, learner.id, course.id, options);
  return { learner, holderName: `${firstName} ${lastName}`, course, certificate };
}
