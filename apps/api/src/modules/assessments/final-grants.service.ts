import type { Executor } from '../../db/executor.js';
import { nowIso } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import * as repo from './final-grants.repository.js';
import { type FinalAssessmentSummary, finalState } from './final-state.service.js';

/**
 * Grants a learner `extra` more final attempts at a course (support: a paying learner who used every
 * attempt). Pass the caller's transaction; the caller audits. Answers the learner's final state after.
 */
export async function grantFinalAttempts(
  db: Executor,
  grant: { userId: string; courseId: string; extra: number; grantedBy: string },
): Promise<FinalAssessmentSummary> {
  await repo.insertGrant(db, { id: newId(), ...grant, createdAt: nowIso() });
  return finalState(db, grant.userId, grant.courseId);
}
