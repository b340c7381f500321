import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/executor.js';
import { openRevocationChannel } from '../../lib/token-versions/revocation-channel.js';
import { TokenVersionCache } from '../../lib/token-versions/version-cache.js';
import * as repo from './account.repository.js';

export type { TokenVersionCache };

/**
 * The account module's cache of users' token versions (it owns the users table), carried as
 * `ctx.tokenVersions`. With REDIS_URL every instance hears every revocation through Redis pub/sub;
 * without it the cache is this instance's alone, which is right only for a single instance.
 */
export function openTokenVersions(
  db: Executor,
  redisUrl: string | null,
  log: Pick<FastifyBaseLogger, 'warn'>,
): TokenVersionCache {
  const channel = openRevocationChannel(redisUrl, log);
  return new TokenVersionCache(async (userId) => (await repo.findTokenVersion(db, userId)) ?? null, channel);
}
