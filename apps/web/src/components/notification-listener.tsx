import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { FALLBACK_ERROR_MESSAGE } from '../lib/api-client';
import { eventBus, type NotificationEvent } from '../lib/event-bus';
import { loadToastLibrary } from '../lib/toast-library';
import { useAppDispatch } from '../store';
import { clearUser } from '../store/user-slice';

export const SESSION_ENDED_TOAST = 'session-ended';
/** Said when the token's profile cannot be fetched at start-up (spec §4, §8). */
export const PROFILE_FETCH_ERROR = 'Failed to fetch Profile details';
/** The confirmation the page after signing out shows (hooks/use-logout.ts). */
export const SIGNED_OUT_NOTICE = 'You have signed out';

/**
 * Error toasts on screen: they say what went wrong a moment ago, so they go when that stops being
 * true — on the next success and on the next page. "Your session has ended" stays across the page
 * change it causes (a protected page sends the visitor to sign in).
 */
const errorToasts = new Map<string | number, number>();
const keptOnNavigation = new Set<string | number>([SESSION_ENDED_TOAST]);
/** An error raised this shortly before a page change is about the page it leads to ("verify first"). */
const LEADS_TO_PAGE_MS = 1_000;

/**
 * The shell's own fixed messages in the page's language (exact in English, as spec §8 words them);
 * any other text (the server's messages) is shown as it came.
 */
function inPageLanguage(i18n: I18n, message: string): string {
  if (message === FALLBACK_ERROR_MESSAGE) return i18n._('toast.somethingWentWrong');
  if (message === PROFILE_FETCH_ERROR) return i18n._('toast.profileFailed');
  if (message === SIGNED_OUT_NOTICE) return i18n._('toast.signedOut');
  return message;
}

/** Shows a notification as a toast; warnings show as errors (spec §8). */
async function showToast({ type, id, ...event }: NotificationEvent, i18n: I18n): Promise<void> {
  const message = inPageLanguage(i18n, event.message);
  const { toast } = await loadToastLibrary();
  if (type === 'success') {
    dismissErrors(toast.dismiss);
    toast.success(message, id ? { toastId: id } : {});
    return;
  }
  const shown = toast.error(message, {
    ...(id ? { toastId: id } : {}),
    onClose: () => errorToasts.delete(shown),
  });
  errorToasts.set(shown, Date.now());
}

function dismissErrors(dismiss: (id: string | number) => void, isNavigation = false): void {
  const now = Date.now();
  for (const [id, shownAt] of errorToasts) {
    if (isNavigation && (keptOnNavigation.has(id) || now - shownAt < LEADS_TO_PAGE_MS)) continue;
    dismiss(id);
    errorToasts.delete(id);
  }
}

/**
 * Turns bus events into toasts, ends the session the server refused (the
 * visitor's view at once, one toast), and clears error toasts when the page changes.
 */
export function NotificationListener() {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  const { i18n } = useLingui();

  useEffect(() => {
    const offNotification = eventBus.on('notification', (event) => {
      showToast(event, i18n).catch((error: unknown) => console.error('Could not show a notification', error));
    });
    const offSessionEnded = eventBus.on('sessionEnded', ({ message, atStartUp }) => {
      // At start-up the session ends with the profile request (spec §8 names that message).
      const text = atStartUp ? PROFILE_FETCH_ERROR : message;
      dispatch(clearUser());
      eventBus.emit('notification', { type: 'error', message: text, id: SESSION_ENDED_TOAST });
    });
    const offResolved = eventBus.on('errorsResolved', () => {
      void loadToastLibrary().then(({ toast }) => dismissErrors(toast.dismiss));
    });
    return () => {
      offNotification();
      offSessionEnded();
      offResolved();
    };
  }, [dispatch, i18n]);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (errorToasts.size > 0) void loadToastLibrary().then(({ toast }) => dismissErrors(toast.dismiss, true));
  }, [pathname]);

  return null;
}
