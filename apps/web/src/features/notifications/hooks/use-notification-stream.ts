import { notificationKeys } from '@coursewise/contract/query-keys';
import { notificationRoutes } from '@coursewise/contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call, hrefOf } from '../../../lib/api-client';
import { addNotificationToCache } from '../lib/notification-cache';
import { readNotificationEvent } from '../lib/read-notification-event';

/** The part of EventSource the hook uses, so a test can hand in its own (a browser boundary). */
export interface StreamSource {
  addEventListener(type: 'notification', listener: (event: MessageEvent<string>) => void): void;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

export interface NotificationStreamOptions {
  /** Opens the stream at `url`; the browser's EventSource by default. */
  openSource?: (url: string) => StreamSource;
  /** How long to wait before the n-th reconnection in a row (from 0); the last one repeats. */
  retryDelaysMs?: readonly number[];
}

const openEventSource = (url: string): StreamSource => new EventSource(url);
/** 2 s, then doubling up to a minute: a server that is down is not hammered by every open tab. */
export const STREAM_RETRY_DELAYS_MS = [2_000, 4_000, 8_000, 16_000, 32_000, 60_000] as const;

/**
 * Keeps a Server-Sent Events stream of the user's new notifications open while `isEnabled` (signed in),
 * writing each into the cached lists. EventSource sends no headers, so each connection takes a fresh
 * single-use ticket; after an error the stream is closed (its ticket is spent, the browser's own retry
 * would be refused) and reopened with a new one after a growing pause. Each opening reloads the lists,
 * so nothing written before the stream listened (or while it was away) is missed.
 */
export function useNotificationStream(isEnabled: boolean, options: NotificationStreamOptions = {}): void {
  const queryClient = useQueryClient();
  const { openSource = openEventSource, retryDelaysMs = STREAM_RETRY_DELAYS_MS } = options;

  useEffect(() => {
    if (!isEnabled) return;
    let isStopped = false;
    let source: StreamSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;

    const retry = () => {
      if (isStopped) return;
      const delay = retryDelaysMs[Math.min(failures, retryDelaysMs.length - 1)] ?? 0;
      failures += 1;
      timer = setTimeout(() => void connect(), delay);
    };

    const connect = async () => {
      let ticket: string;
      try {
        ({ ticket } = await call(notificationRoutes.createNotificationTicket, { body: {} }));
      } catch {
        retry();
        return;
      }
      if (isStopped) return;
      const opened = openSource(hrefOf(notificationRoutes.streamNotifications, {}, { ticket }));
      source = opened;
      // What came in before this stream was listening is in the list: fetch it again once it listens.
      opened.onopen = () => {
        failures = 0;
        void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
      };
      opened.onerror = () => {
        opened.close();
        if (source === opened) source = null;
        retry();
      };
      opened.addEventListener('notification', (message) => {
        const event = readNotificationEvent(message.data);
        if (event) addNotificationToCache(queryClient, event);
      });
    };

    void connect();
    return () => {
      isStopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [isEnabled, openSource, retryDelaysMs, queryClient]);
}
