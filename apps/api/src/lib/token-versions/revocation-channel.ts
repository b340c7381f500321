import { type BroadcastLogger, RedisBroadcast } from '../broadcast/redis-broadcast.js';

/** A user's token version, or null when the account is gone (every token of it is dead). */
export type TokenVersion = number | null;

export interface RevocationHandlers {
  /** Another instance (or this one) raised a user's token version. */
  revoked(userId: string, version: TokenVersion): void;
  /** Messages may have been missed (reconnected after an outage): forget everything learned so far. */
  lost(): void;
}

/** How token revocations reach every API instance. */
export interface RevocationChannel {
  /** Whether revocations are arriving now; while false, nothing learned may be trusted. */
  readonly isListening: boolean;
  listen(handlers: RevocationHandlers): void;
  /** Tells every instance; resolves once sent (failures are logged, never thrown). */
  publish(userId: string, version: TokenVersion): Promise<void>;
  close(): Promise<void>;
}

/** One instance alone (no REDIS_URL): its own cache is the only one to update. */
export class LocalRevocationChannel implements RevocationChannel {
  readonly isListening = true;
  listen(): void {}
  async publish(): Promise<void> {}
  async close(): Promise<void> {}
}

const encode = (userId: string, version: TokenVersion) => `${version ?? '-'}:${userId}`;

function decode(message: string): { userId: string; version: TokenVersion } | null {
  const colon = message.indexOf(':');
  if (colon < 1) return null;
  const head = message.slice(0, colon);
  const version = head === '-' ? null : Number(head);
  if (version !== null && !Number.isSafeInteger(version)) return null;
  return { userId: message.slice(colon + 1), version };
}

/**
 * Redis pub/sub (REDIS_URL) on the channel `coursewise:token-versions`: see `RedisBroadcast` for the
 * connections and for what happens after a disconnection (`lost()`).
 */
export class RedisRevocationChannel implements RevocationChannel {
  private readonly broadcast: RedisBroadcast;

  constructor(url: string, log: BroadcastLogger, channel = 'coursewise:token-versions') {
    this.broadcast = new RedisBroadcast(url, log, channel);
  }

  get isListening(): boolean {
    return this.broadcast.isListening;
  }

  listen(handlers: RevocationHandlers): void {
    this.broadcast.listen({
      message: (text) => {
        const revocation = decode(text);
        if (revocation) handlers.revoked(revocation.userId, revocation.version);
      },
      lost: () => handlers.lost(),
    });
  }

  async publish(userId: string, version: TokenVersion): Promise<void> {
    // A failure is logged: the change is stored, and instances that miss it forget it when their cache entry expires.
    await this.broadcast.publish(encode(userId, version), { userId });
  }

  close(): Promise<void> {
    return this.broadcast.close();
  }
}

/** Redis pub/sub on `channel` when REDIS_URL is set, else this instance alone. */
export function openRevocationChannel(
  redisUrl: string | null,
  log: BroadcastLogger,
  channel?: string,
): RevocationChannel {
  return redisUrl ? new RedisRevocationChannel(redisUrl, log, channel) : new LocalRevocationChannel();
}
