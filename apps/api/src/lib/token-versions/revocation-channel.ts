import { Redis } from 'ioredis';

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

interface Logger {
  warn(details: object, message: string): void;
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
 * Redis pub/sub (REDIS_URL): a publisher connection, and a subscriber connection of its own (a
 * subscribed Redis connection can do nothing else). After any disconnection the subscriber
 * subscribes again and then reports `lost()`, since messages sent meanwhile never arrive.
 */
export class RedisRevocationChannel implements RevocationChannel {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private handlers: RevocationHandlers | null = null;
  private listening = false;

  constructor(
    url: string,
    private readonly log: Logger,
    private readonly channel = 'coursewise:token-versions',
  ) {
    this.publisher = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
    this.subscriber = new Redis(url, {
      autoResubscribe: false,
      maxRetriesPerRequest: null,
      connectionName: `${channel}:subscriber`,
    });
    this.subscriber.on('ready', () => void this.subscribe());
    this.subscriber.on('close', () => {
      this.listening = false;
    });
    this.subscriber.on('error', (error: Error) => log.warn({ err: error }, 'token revocation channel'));
    this.publisher.on('error', (error: Error) => log.warn({ err: error }, 'token revocation publisher'));
    this.subscriber.on('message', (channel: string, message: string) => {
      const revocation = channel === this.channel ? decode(message) : null;
      if (revocation) this.handlers?.revoked(revocation.userId, revocation.version);
    });
  }

  get isListening(): boolean {
    return this.listening;
  }

  listen(handlers: RevocationHandlers): void {
    this.handlers = handlers;
  }

  async publish(userId: string, version: TokenVersion): Promise<void> {
    try {
      await this.publisher.publish(this.channel, encode(userId, version));
    } catch (error) {
      // The change is stored; instances that miss it forget it when their cache entry expires.
      this.log.warn({ err: error, userId }, 'could not publish a token revocation');
    }
  }

  async close(): Promise<void> {
    this.listening = false;
    this.subscriber.disconnect();
    await this.publisher.quit().catch(() => this.publisher.disconnect());
  }

  private async subscribe(): Promise<void> {
    try {
      await this.subscriber.subscribe(this.channel);
    } catch (error) {
      this.log.warn({ err: error }, 'could not subscribe to token revocations');
      return;
    }
    if (this.subscriber.status !== 'ready') return; // closed meanwhile: the next 'ready' starts again
    this.handlers?.lost();
    this.listening = true;
  }
}
