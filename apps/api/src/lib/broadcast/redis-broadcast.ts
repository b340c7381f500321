import { Redis } from 'ioredis';

export interface BroadcastHandlers {
  /** A message published by any instance (this one included) on the channel. */
  message(text: string): void;
  /** Messages may have been missed (reconnected after an outage): forget whatever they would change. */
  lost(): void;
}

/** One Redis pub/sub channel shared by every API instance. */
export interface Broadcast {
  /** Whether messages are arriving now; while false, anything they would invalidate may be stale. */
  readonly isListening: boolean;
  listen(handlers: BroadcastHandlers): void;
  /** Tells every instance; resolves once sent, true when it was (failures are logged, never thrown). */
  publish(text: string, context?: object): Promise<boolean>;
  close(): Promise<void>;
}

export interface BroadcastLogger {
  warn(details: object, message: string): void;
}

/**
 * Redis pub/sub (REDIS_URL): a publisher connection, and a subscriber connection of its own (a
 * subscribed Redis connection can do nothing else). After any disconnection the subscriber
 * subscribes again and then reports `lost()`, since messages sent meanwhile never arrive.
 */
export class RedisBroadcast implements Broadcast {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private handlers: BroadcastHandlers | null = null;
  private listening = false;

  constructor(
    url: string,
    private readonly log: BroadcastLogger,
    private readonly channel: string,
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
    this.subscriber.on('error', (error: Error) => log.warn({ err: error, channel }, 'Redis channel'));
    this.publisher.on('error', (error: Error) =>
      log.warn({ err: error, channel }, 'Redis channel publisher'),
    );
    this.subscriber.on('message', (from: string, text: string) => {
      if (from === this.channel) this.handlers?.message(text);
    });
  }

  get isListening(): boolean {
    return this.listening;
  }

  listen(handlers: BroadcastHandlers): void {
    this.handlers = handlers;
  }

  async publish(text: string, context: object = {}): Promise<boolean> {
    try {
      await this.publisher.publish(this.channel, text);
      return true;
    } catch (error) {
      this.log.warn(
        { err: error, channel: this.channel, ...context },
        'could not publish on a Redis channel',
      );
      return false;
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
      this.log.warn({ err: error, channel: this.channel }, 'could not subscribe to a Redis channel');
      return;
    }
    if (this.subscriber.status !== 'ready') return; // closed meanwhile: the next 'ready' starts again
    this.handlers?.lost();
    this.listening = true;
  }
}
