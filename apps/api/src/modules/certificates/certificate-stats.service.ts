import type { Executor } from '../../db/executor.js';
import * as repo from './certificate-stats.repository.js';

/** How many certificates stand (issued and not revoked): the admin dashboard's total. */
export function countValidCertificates(db: Executor): Promise<number> {
  return repo.countValid(db);
}
