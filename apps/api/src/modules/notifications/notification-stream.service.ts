import type { IncomingMessage } from 'node:http';
import type { NotificationEvent } from '@coursewise/contract';
import type { FastifyReply } from 'fastify';
import type { NotificationHub } from './notification-hub.service.js';

/** A comment line this often keeps proxies from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;

const eventText = (event: NotificationEvent) =>
  `event: notification\nid: ${event.notification.id}\ndata: ${JSON.stringify(event)}\n\n`;

/** Whom a stream is for, and whether the session that opened it is still open. */
export interface StreamOwner {
  userId: string;
  isLive: () => boolean | Promise<boolean>;
}

/**
 * Answers with a Server-Sent Events stream of the user's new notifications, until the client goes,
 * the session that opened it ends (signed out, revoked: checked before every event and heartbeat, so
 * an ended session hears nothing more and its stream closes within a heartbeat), or the server closes
 * (the hub ends every stream then, so an open stream never holds a shutdown).
 */
export function openNotificationStream(
  hub: NotificationHub,
  owner: StreamOwner,
  request: IncomingMessage,
  reply: FastifyReply,
): void {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  });
  // `retry`: how long a browser waits before reconnecting by itself; the comment flushes the headers.
  raw.write('retry: 5000\n: connected\n\n');
  // Writes in order, each after the session is found open (a cache read, rarely the database).
  let writes = Promise.resolve();
  const send = (text: string) => {
    writes = writes.then(async () => {
      if (ended) return;
      const isLive = await Promise.resolve(owner.isLive()).catch(() => false);
      if (!isLive) end();
      else if (!ended) raw.write(text);
    });
  };
  const unsubscribe = hub.subscribe(owner.userId, (event) => send(eventText(event)));
  const heartbeat = setInterval(() => send(': heartbeat\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    unsubscribe();
    untrack();
    if (!raw.writableEnded) raw.end();
  };
  const untrack = hub.track(end);
  request.on('close', end);
  raw.on('close', end);
}
