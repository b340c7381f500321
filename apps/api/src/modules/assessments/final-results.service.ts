import type { Executor } from '../../db/executor.js';
import * as repo from './final-results.repository.js';

/**
 * The final assessment's results in aggregate (the admin dashboard): learners, per course, who
 * submitted a final attempt in [from, until), and how many of them passed with one of those attempts.
 */
export function finalResults(
  db: Executor,
  from: string,
  until: string,
): Promise<{ takers: number; passed: number }> {
  return repo.countFinalTakers(db, from, until);
}
