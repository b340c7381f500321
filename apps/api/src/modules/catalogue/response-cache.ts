import type { CourseSummary, Paged } from '@coursewise/contract';
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

/**
 * A small in-memory cache of public responses (already serialised JSON). Every write that changes
 * what they show calls `invalidate()`; the short TTL bounds staleness across several instances.
 */
export class ResponseCache<T = string> {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();

  constructor(
    private readonly maxEntries = 500,
    private readonly ttlMs = 30_000,
  ) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    // Re-insert so the Map's order is least-recently used first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: T): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expiresAt: Date.now() + this.ttlMs });
  }

  invalidate(): void {
    this.entries.clear();
  }
}
