import type { DiscussionThread } from '@coursewise/contract';
import type { FastifyInstance } from 'fastify';
import { type BroadcastLogger, RedisBroadcast } from '../../lib/broadcast/redis-broadcast.js';
import { ResponseCache } from '../catalogue/response-cache.js';
import type { ThreadListTemplate } from './discussion-list-template.js';
import type { ThreadFilter } from './discussions.repository.js';

/**
 * A page of a chapter's or a course's threads as every member sees it (`toSharedThread`) and how many
 * match. The reader's own values (their upvotes, what they may edit or resolve) are never cached; they
 * are read and put in per request (`forReader`). Access is checked per request too.
 */
export interface CachedThreadPage {
  threads: DiscussionThread[];
  total: number;
  /**
   * Who upvoted each thread of the page, so a reader's own upvotes need no query; null on a page with
   * more votes than `VOTERS_KEPT` (then they are read per request). An upvote clears the cache.
   */
  voters: Map<string, Set<string>> | null;
  /** The page serialised, cut where a reader's values go; null on a page that is not kept. */
  template: ThreadListTemplate | null;
}

/** At most this many votes are kept with a page (a few hundred ids). */
export const VOTERS_KEPT = 500;

/** The Redis channel on which every instance announces that discussions changed. */
export const DISCUSSION_CACHE_CHANNEL = 'coursewise:discussion-cache';

/**
 * Discussion lists' cache: cleared by every write through the discussion routes (here and, with
 * REDIS_URL, on every instance); 30 s at most otherwise (a chapter renamed, an author's name changed).
 */
export function openDiscussionCache(redisUrl: string | null, log: BroadcastLogger) {
  return new ResponseCache<CachedThreadPage>(
    redisUrl ? { broadcast: new RedisBroadcast(redisUrl, log, DISCUSSION_CACHE_CHANNEL) } : {},
  );
}

/**
 * The key of a list page every member of the course shares, or null for one that is the caller's
 * own (`mine`) or searched (too many shapes to be worth keeping).
 */
export function sharedListKey(
  filter: ThreadFilter,
  window: { sort: string; limit: number; offset: number },
): string | null {
  if (filter.authorId !== undefined || filter.words.length > 0) return null;
  const scope = filter.chapterId ? `chapter:${filter.chapterId}` : `course:${filter.courseId}`;
  const shown = `${filter.unanswered ? 'unanswered' : 'all'}${filter.includeHidden ? '+hidden' : ''}`;
  return `${scope}:${shown}:${window.sort}:${window.limit}:${window.offset}`;
}

/**
 * Clears the cache once a write through these routes has succeeded, before its answer leaves, so the
 * writer's next list shows the change. Every route that changes a thread or a reply is a write here;
 * a report changes no list but clears too, which costs one read.
 */
export function invalidateAfterWrites(
  app: FastifyInstance,
  cache: Pick<ResponseCache<CachedThreadPage>, 'invalidate'>,
): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) cache.invalidate();
    return payload;
  });
}
