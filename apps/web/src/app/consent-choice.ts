import { CONSENT_COOKIE } from '@coursewise/contract/cookies';
import { useSyncExternalStore } from 'react';
import { readCookie } from '../lib/cookies';

export function hasConsentChoice(): boolean {
  return readCookie(CONSENT_COOKIE) !== undefined;
}

/**
 * Whether the banner is up: at first for a visitor who has not answered, later again when the footer's
 * "Cookie settings" asks. A tiny store outside Redux: the spec's store holds only the user and global
 * slices, and this is the shell's own concern.
 */
let banner: { isOpen: boolean; isReopened: boolean; opener: HTMLElement | null } | null = null;
const listeners = new Set<() => void>();

function state() {
  banner ??= { isOpen: !hasConsentChoice(), isReopened: false, opener: null };
  return banner;
}

function update(next: NonNullable<typeof banner>): void {
  banner = next;
  for (const listener of listeners) listener();
}

/** Shows the banner again, so a visitor can change their answer; focus returns to `opener` afterwards. */
export function reopenConsentChoice(opener: HTMLElement | null = null): void {
  update({ isOpen: true, isReopened: true, opener });
}

/** The visitor has answered (the banner has written the cookie): take it down. */
export function closeConsentChoice(): void {
  const { isReopened, opener } = state();
  update({ isOpen: false, isReopened: false, opener: null });
  if (isReopened) opener?.focus();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** On the server and while hydrating: no banner (the server cannot see the consent cookie). */
const SERVER_STATE = { isOpen: false, isReopened: false, opener: null };
const serverState = () => SERVER_STATE;

/**
 * The banner's state for the shell: whether it shows and whether it was asked for again. A
 * server-rendered page has no banner in its HTML; hydration then shows it to visitors who have not answered.
 */
export function useConsentChoice(): { isOpen: boolean; isReopened: boolean } {
  return useSyncExternalStore(subscribe, state, serverState);
}
