import type { NotificationEvent } from '@coursewise/contract';
import type { StreamSource } from '../features/notifications/hooks/use-notification-stream';

/**
 * A stand-in for the browser's EventSource (a browser boundary): records where it was opened, and lets
 * the test open it, send a `notification` event, or fail it.
 */
export class FakeEventSource implements StreamSource {
  static opened: FakeEventSource[] = [];
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  isClosed = false;
  private readonly listeners: ((event: MessageEvent<string>) => void)[] = [];

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }

  addEventListener(_type: 'notification', listener: (event: MessageEvent<string>) => void): void {
    this.listeners.push(listener);
  }

  close(): void {
    this.isClosed = true;
  }

  open(): void {
    this.onopen?.(new Event('open'));
  }

  send(event: NotificationEvent | string): void {
    const data = typeof event === 'string' ? event : JSON.stringify(event);
    for (const listener of this.listeners) listener(new MessageEvent('notification', { data }));
  }

  fail(): void {
    this.onerror?.(new Event('error'));
  }

  /** The latest one opened (the test fails when none was). */
  static latest(): FakeEventSource {
    const source = FakeEventSource.opened.at(-1);
    if (!source) throw new Error('No event source was opened');
    return source;
  }
}
