import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { pingDatabase } from './health.repository.js';

/** "ok" once the database is reachable; otherwise a 503, so a load balancer takes the instance out. */
export async function checkHealth(ctx: AppContext): Promise<{ status: 'ok' }> {
  try {
    await pingDatabase(ctx.db);
  } catch {
    throw new AppError('UNAVAILABLE', 'The database is not reachable', 503);
  }
  return { status: 'ok' };
}
