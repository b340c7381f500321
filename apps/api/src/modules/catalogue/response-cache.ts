import { randomUUID } from 'node:crypto';
import type { CourseSummary, Paged } from '@coursewise/contract';
import { type Broadcast, type BroadcastLogger, RedisBroadcast } from '../../lib/broadcast/redis-broadcast.js';
import type { DetailsTemplate, ListTemplate } from './viewer-template.js';

/**
 * A cached public answer: its serialised body, for lists the page itself, and the body cut where a
 * signed-in learner's own values go (`viewer-template.ts`).
 */
export interface CachedAnswer {
  body: string;
  page?: Paged<CourseSummary>;
  listTemplate?: ListTemplate | null;
  detailsTemplate?: DetailsTemplate | null;
}

export interface ResponseCacheOptions {
  maxEntries?: number;
  /** A safety net: an entry is dropped after this long even if no invalidation arrived. */
  ttlMs?: number;
  /** How invalidations reach the other instances (Redis pub/sub); without it this cache is alone. */
  broadcast?: Broadcast;
  /** The clock, in ms (tests move a hand clock instead of waiting for the TTL). */
  now?: () => number;
}

/** The Redis channel on which every instance announces that public answers changed. */
export const PUBLIC_CACHE_CHANNEL = 'coursewise:public-cache';

/**
 * A small in-memory cache of public responses (already serialised JSON). Every write that changes
 * what they show calls `invalidate()`, which with a broadcast (REDIS_URL) also clears every other
 * instance's cache within a moment. While the broadcast is not listening (Redis unreachable) nothing
 * is served from the cache, since another instance's invalidation could be missed; when it listens
 * again the cache starts empty.
 */
export class ResponseCache<T = string> {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly broadcast: Broadcast | null;
  private readonly now: () => number;
  /** Tells this instance's own messages apart (it has already cleared). */
  private readonly origin = randomUUID();
  private invalidations = 0;

  constructor(options: ResponseCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 500;
    this.ttlMs = options.ttlMs ?? 30_000;
    this.broadcast = options.broadcast ?? null;
    this.now = options.now ?? Date.now;
    this.broadcast?.listen({
      message: (origin) => {
        if (origin !== this.origin) this.clear();
      },
      lost: () => this.clear(),
    });
  }

  /**
   * A mark to pass to `set` for an answer read from the database after it: if an invalidation came
   * in between, the answer may predate the change and is not stored.
   */
  get generation(): number {
    return this.invalidations;
  }

  get(key: string): T | undefined {
    if (!this.isListening) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    // Re-insert so the Map's order is least-recently used first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Stores an answer; `since` is the `generation` read before the answer was (see there). */
  set(key: string, value: T, since = this.invalidations): void {
    if (since !== this.invalidations || !this.isListening) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
  }

  /** Drops every answer here and, with a broadcast, on every other instance. */
  invalidate(): void {
    this.clear();
    void this.broadcast?.publish(this.origin);
  }

  /** Whether invalidations from other instances are arriving (always, without a broadcast). */
  get isListening(): boolean {
    return this.broadcast?.isListening ?? true;
  }

  close(): Promise<void> {
    return this.broadcast?.close() ?? Promise.resolve();
  }

  private clear(): void {
    this.invalidations += 1;
    this.entries.clear();
  }
}

/** The public catalogue's cache: shared invalidations through Redis when `redisUrl` is set. */
export function openCatalogueCache(
  redisUrl: string | null,
  log: BroadcastLogger,
): ResponseCache<CachedAnswer> {
  return new ResponseCache<CachedAnswer>(
    redisUrl ? { broadcast: new RedisBroadcast(redisUrl, log, PUBLIC_CACHE_CHANNEL) } : {},
  );
}
