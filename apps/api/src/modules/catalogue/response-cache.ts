/**
 * A small in-memory cache of public responses (already serialised JSON). Every write that changes
 * what they show calls `invalidate()`; the short TTL bounds staleness across several instances.
 */
export class ResponseCache {
  private readonly entries = new Map<string, { body: string; expiresAt: number }>();

  constructor(
    private readonly maxEntries = 500,
    private readonly ttlMs = 30_000,
  ) {}

  get(key: string): string | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    // Re-insert so the Map's order is least-recently used first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.body;
  }

  set(key: string, body: string): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { body, expiresAt: Date.now() + this.ttlMs });
  }

  invalidate(): void {
    this.entries.clear();
  }
}
