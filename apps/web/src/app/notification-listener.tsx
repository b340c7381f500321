import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { eventBus } from '../lib/event-bus';

/** Turns bus events into toasts (warnings show as errors, spec §8) and router navigations. */
export function NotificationListener() {
  const navigate = useNavigate();

  useEffect(() => {
    const offNotification = eventBus.on('notification', ({ type, message }) => {
      if (type === 'success') toast.success(message);
      else toast.error(message);
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
