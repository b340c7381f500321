export type NotificationType = 'success' | 'warning' | 'error';

export interface NotificationEvent {
  type: NotificationType;
  message: string;
  /** Toasts with one id show once at a time (e.g. "your session has ended" from several requests). */
  id?: string;
}

/** The server refused the stored token: the session is over on this device. */
export interface SessionEndedEvent {
  message: string;
  /** Refused while start-up was checking the stored token (the profile request). */
  atStartUp: boolean;
}

/** Every event the app raises outside React's tree, keyed by name. */
export interface AppEvents {
  notification: NotificationEvent;
  sessionEnded: SessionEndedEvent;
  /** What failed a moment ago has just succeeded: its error toasts are no longer true. */
  errorsResolved: Record<string, never>;
}

type Handler<T> = (payload: T) => void;

export interface EventBus<Events extends object> {
  /** Subscribes a handler; returns the function that unsubscribes it. */
  on<K extends keyof Events>(type: K, handler: Handler<Events[K]>): () => void;
  emit<K extends keyof Events>(type: K, payload: Events[K]): void;
}

interface EventBusOptions<Events extends object> {
  /**
   * Events of these types raised while nobody listens are kept and handed to the first subscriber,
   * so a notification raised during start-up is not lost before the listener mounts.
   */
  buffered?: ReadonlyArray<keyof Events>;
  /** How many events of one type are kept while nobody listens. */
  bufferLimit?: number;
}

/** A tiny typed publish/subscribe emitter. */
export function createEventBus<Events extends object>(
  options: EventBusOptions<Events> = {},
): EventBus<Events> {
  const handlers = new Map<keyof Events, Set<Handler<never>>>();
  const pending = new Map<keyof Events, unknown[]>();
  const buffered = new Set(options.buffered ?? []);
  const bufferLimit = options.bufferLimit ?? 20;

  return {
    on(type, handler) {
      let set = handlers.get(type);
      if (!set) {
        set = new Set();
        handlers.set(type, set);
      }
      set.add(handler as Handler<never>);

      const queued = pending.get(type);
      if (queued) {
        pending.delete(type);
        for (const payload of queued) handler(payload as Events[typeof type]);
      }

      return () => {
        set.delete(handler as Handler<never>);
      };
    },

    emit(type, payload) {
      const set = handlers.get(type);
      if (set && set.size > 0) {
        for (const handler of [...set]) (handler as Handler<typeof payload>)(payload);
        return;
      }
      if (buffered.has(type)) {
        const queued = pending.get(type) ?? [];
        queued.push(payload);
        if (queued.length > bufferLimit) queued.shift();
        pending.set(type, queued);
      }
    },
  };
}

/** The app's bus: notifications become toasts; a session the server ended clears the user. */
export const eventBus = createEventBus<AppEvents>({ buffered: ['notification', 'sessionEnded'] });

export const notify = {
  success: (message: string) => eventBus.emit('notification', { type: 'success', message }),
  warning: (message: string) => eventBus.emit('notification', { type: 'warning', message }),
  error: (message: string) => eventBus.emit('notification', { type: 'error', message }),
  /** Takes down the error toasts on screen (e.g. "Incorrect email or password" once signed in). */
  errorsResolved: () => eventBus.emit('errorsResolved', {}),
};
