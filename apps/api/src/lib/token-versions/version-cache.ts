import type { RevocationChannel, TokenVersion } from './revocation-channel.js';

interface Entry {
  version: TokenVersion;
  expiresAt: number;
}

export interface VersionCacheOptions {
  maxEntries?: number;
  /** A safety net: an entry is read again after this long even if no revocation arrived. */
  ttlMs?: number;
}

/**
 * Each user's current token version, kept per instance so that a signed-in request needs no query.
 * Versions only grow, so what the cache learns is merged upwards: a revocation that arrives while a
 * read is in flight is never overwritten by that read's older answer. A token newer than the cached
 * version means a revocation is still on its way, so the version is read again. While the channel is
 * not listening (Redis down) every check reads the database; when it listens again the cache starts
 * empty (`lost`).
 */
export class TokenVersionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly reading = new Map<string, Promise<TokenVersion>>();
  /** Raised by `clear()`, so that reads begun before it are not stored after it. */
  private epoch = 0;
  private readonly maxEntries: number;
  private readonly ttlMs: number;

  constructor(
    private readonly read: (userId: string) => Promise<TokenVersion>,
    private readonly channel: RevocationChannel,
    options: VersionCacheOptions = {},
  ) {
    this.maxEntries = options.maxEntries ?? 100_000;
    this.ttlMs = options.ttlMs ?? 60_000;
    channel.listen({ revoked: (userId, version) => this.merge(userId, version), lost: () => this.clear() });
  }

  /** Whether `version` is the user's current token version (false when the account is gone). */
  isCurrent(userId: string, version: number): boolean | Promise<boolean> {
    if (!this.channel.isListening) return this.read(userId).then((current) => current === version);
    const known = this.lookup(userId);
    if (known === null) return false;
    if (known !== undefined && version <= known) return version === known;
    return this.fill(userId).then((current) => current === version);
  }

  /** Records a raised version (or a deleted account) here and tells every other instance. */
  revoke(userId: string, version: TokenVersion): Promise<void> {
    this.merge(userId, version);
    return this.channel.publish(userId, version);
  }

  /** Records a version learned here (a session just opened) without telling other instances. */
  remember(userId: string, version: TokenVersion): void {
    if (this.channel.isListening) this.merge(userId, version);
  }

  clear(): void {
    this.epoch += 1;
    this.entries.clear();
    this.reading.clear();
  }

  close(): Promise<void> {
    return this.channel.close();
  }

  /** Whether revocations from other instances are arriving (always, without Redis). */
  get isListening(): boolean {
    return this.channel.isListening;
  }

  get size(): number {
    return this.entries.size;
  }

  private lookup(userId: string): TokenVersion | undefined {
    const entry = this.entries.get(userId);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(userId);
      return undefined;
    }
    // Re-inserted so that the Map's order is least recently used first.
    this.entries.delete(userId);
    this.entries.set(userId, entry);
    return entry.version;
  }

  /** One database read per user at a time; answers the version as merged with what arrived meanwhile. */
  private fill(userId: string): Promise<TokenVersion> {
    const pending = this.reading.get(userId);
    if (pending) return pending;
    const epoch = this.epoch;
    const promise = this.read(userId)
      .then((version) => {
        if (this.epoch !== epoch) return version;
        return this.merge(userId, version);
      })
      .finally(() => {
        if (this.reading.get(userId) === promise) this.reading.delete(userId);
      });
    this.reading.set(userId, promise);
    return promise;
  }

  /** Keeps the higher of the known and the given version; a gone account stays gone. */
  private merge(userId: string, version: TokenVersion): TokenVersion {
    const entry = this.entries.get(userId);
    let merged = version;
    if (entry && entry.expiresAt > Date.now()) {
      if (entry.version === null) merged = null;
      else if (version !== null && entry.version > version) merged = entry.version;
    }
    this.entries.delete(userId);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(userId, { version: merged, expiresAt: Date.now() + this.ttlMs });
    return merged;
  }
}
