import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { eventBus, type NotificationEvent } from '../lib/event-bus';
import { loadToastLibrary } from './toast-library';

/** Shows a notification as a toast; warnings show as errors (spec §8). */
async function showToast({ type, message }: NotificationEvent): Promise<void> {
  const { toast } = await loadToastLibrary();
  if (type === 'success') toast.success(message);
  else toast.error(message);
}

/** Turns bus events into toasts and router navigations. */
export function NotificationListener() {
  const navigate = useNavigate();

  useEffect(() => {
    const offNotification = eventBus.on('notification', (event) => {
      showToast(event).catch((error: unknown) => console.error('Could not show a notification', error));
    });
    const offNavigation = eventBus.on('navigation', ({ to }) => {
      void navigate(to);
    });
    return () => {
      offNotification();
      offNavigation();
    };
  }, [navigate]);

  return null;
}
