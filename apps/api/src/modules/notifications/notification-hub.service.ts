import type { NotificationEvent } from '@coursewise/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type Broadcast, type BroadcastLogger, RedisBroadcast } from '../../lib/broadcast/redis-broadcast.js';
import { notificationEvents } from './notifications.service.js';

/** The Redis channel of notifications, apart from the caches' and sessions' channels. */
export const NOTIFICATION_CHANNEL = 'coursewise:notifications';

type Listener = (event: NotificationEvent) => void;

interface Message {
  userId: string;
  event: NotificationEvent;
}

/**
 * Live delivery of notifications to the streams open on this instance. After a commit, `deliver`
 * reads the new notifications and sends each to its user: through Redis pub/sub when REDIS_URL is set
 * (every instance, this one included, hands it to its own streams), else straight to this process's
 * listeners. A lost Redis message is only a late bell: the list is the truth, read on the next load.
 */
export class NotificationHub {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly streams = new Set<() => void>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: BroadcastLogger,
    private readonly broadcast: Broadcast | null,
  ) {
    broadcast?.listen({
      message: (text) => {
        const message = parseMessage(text);
        if (message) this.emit(message);
      },
      lost: () => {},
    });
  }

  /** Calls `listener` with each new notification of the user until the returned function is called. */
  subscribe(userId: string, listener: Listener): () => void {
    const set = this.listeners.get(userId) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(userId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(userId);
    };
  }

  /** Registers an open stream's end, called when the server closes (an open stream must not hold it). */
  track(end: () => void): () => void {
    this.streams.add(end);
    return () => this.streams.delete(end);
  }

  /** Ends every open stream (the server is closing). */
  endStreams(): void {
    for (const end of [...this.streams]) end();
    this.streams.clear();
  }

  /** Whether the user has a stream open here (tests wait on it before creating a notification). */
  isListening(userId: string): boolean {
    return (this.listeners.get(userId)?.size ?? 0) > 0 && (this.broadcast?.isListening ?? true);
  }

  /** After the commit that wrote them: each notification to its user's streams, on every instance. */
  async deliver(ids: readonly string[]): Promise<void> {
    const messages = await notificationEvents(this.db, ids);
    for (const message of messages) {
      const sent = this.broadcast
        ? await this.broadcast.publish(JSON.stringify(message), {
            notificationId: message.event.notification.id,
          })
        : false;
      // Without Redis (or when it refused the message) this instance's streams still get it.
      if (!sent) this.emit(message);
    }
  }

  async close(): Promise<void> {
    this.endStreams();
    await this.broadcast?.close();
  }

  private emit(message: Message): void {
    for (const listener of this.listeners.get(message.userId) ?? []) {
      try {
        listener(message.event);
      } catch (error) {
        this.log.warn({ err: error }, 'a notification stream could not be written');
      }
    }
  }
}

function parseMessage(text: string): Message | null {
  try {
    const parsed = JSON.parse(text) as Partial<Message>;
    return typeof parsed.userId === 'string' && parsed.event ? (parsed as Message) : null;
  } catch {
    return null;
  }
}

/** The app's hub: shared through Redis when `redisUrl` is set. */
export function openNotificationHub(
  db: Kysely<Database>,
  redisUrl: string | null,
  log: BroadcastLogger,
): NotificationHub {
  return new NotificationHub(
    db,
    log,
    redisUrl ? new RedisBroadcast(redisUrl, log, NOTIFICATION_CHANNEL) : null,
  );
}
