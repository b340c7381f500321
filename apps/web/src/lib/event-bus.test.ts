import { describe, expect, it, vi } from 'vitest';
import { createEventBus } from './event-bus';

interface TestEvents {
  notification: { type: 'success' | 'error'; message: string };
  navigation: { to: string };
}

describe('event bus', () => {
  it('delivers an event to every subscriber of its type only', () => {
    const bus = createEventBus<TestEvents>();
    const onNotification = vi.fn();
    const onNavigation = vi.fn();
    bus.on('notification', onNotification);
    bus.on('navigation', onNavigation);

    bus.emit('notification', { type: 'success', message: 'Saved' });

    expect(onNotification).toHaveBeenCalledWith({ type: 'success', message: 'Saved' });
    expect(onNavigation).not.toHaveBeenCalled();
  });

  it('stops delivering after unsubscribe', () => {
    const bus = createEventBus<TestEvents>();
    const handler = vi.fn();
    const off = bus.on('navigation', handler);
    off();
    bus.emit('navigation', { to: '/' });
    expect(handler).not.toHaveBeenCalled();
  });

  it('keeps buffered events raised before anyone listens and hands them to the first subscriber', () => {
    const bus = createEventBus<TestEvents>({ buffered: ['notification'] });
    bus.emit('notification', { type: 'error', message: 'Failed to fetch Profile details' });
    bus.emit('navigation', { to: '/lost' });

    const onNotification = vi.fn();
    const onNavigation = vi.fn();
    bus.on('notification', onNotification);
    bus.on('navigation', onNavigation);

    expect(onNotification).toHaveBeenCalledExactlyOnceWith({
      type: 'error',
      message: 'Failed to fetch Profile details',
    });
    expect(onNavigation).not.toHaveBeenCalled();

    // Delivered once: a later subscriber does not see it again.
    const later = vi.fn();
    bus.on('notification', later);
    expect(later).not.toHaveBeenCalled();
  });

  it('drops the oldest buffered events beyond the limit', () => {
    const bus = createEventBus<TestEvents>({ buffered: ['notification'], bufferLimit: 2 });
    for (const message of ['one', 'two', 'three']) bus.emit('notification', { type: 'success', message });
    const handler = vi.fn();
    bus.on('notification', handler);
    expect(handler.mock.calls.map(([event]) => event.message)).toEqual(['two', 'three']);
  });

  it('lets a handler unsubscribe while the event is being delivered', () => {
    const bus = createEventBus<TestEvents>();
    const second = vi.fn();
    const off = bus.on('navigation', () => off());
    bus.on('navigation', second);
    bus.emit('navigation', { to: '/a' });
    bus.emit('navigation', { to: '/b' });
    expect(second).toHaveBeenCalledTimes(2);
  });
});
