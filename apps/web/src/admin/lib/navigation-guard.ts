import type { Navigator, To } from 'react-router';

/**
 * Holds navigation while a console form has unsaved changes. The app runs a declarative
 * <BrowserRouter> (no data router, so no `useBlocker`: see docs/decisions.md), so this wraps the
 * router's navigator (links, tabs, `navigate()`), holds Back/Forward through the Navigation API, and
 * asks the browser to confirm a reload or close. One guard serves every dirty form on the page.
 */

/** A navigation waiting for the admin's answer; `owner` is the form whose dialog asks. */
export interface PendingLeave {
  owner: string;
  proceed: () => void;
}

const dirtyForms = new Set<string>();
const listeners = new Set<() => void>();
let pending: PendingLeave | null = null;
let guardedPathname = '';
let uninstall: (() => void) | null = null;

function setPending(next: PendingLeave | null) {
  pending = next;
  for (const listener of listeners) listener();
}

export const subscribeToLeave = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const pendingLeave = () => pending;
export const stayOnPage = () => setPending(null);

/** Holds `run` until the admin answers the first dirty form's dialog. */
function ask(run: () => void) {
  const [owner] = dirtyForms;
  if (owner === undefined) return run();
  setPending({
    owner,
    proceed: () => {
      setPending(null);
      run();
    },
  });
}

const pathnameOf = (to: To) =>
  typeof to === 'string'
    ? new URL(to, `http://console${guardedPathname}`).pathname
    : (to.pathname ?? guardedPathname);

// The Navigation API (not yet in TypeScript's DOM types): its `navigate` event comes before a Back or
// Forward changes anything, and cancelling it keeps the page. `popstate` comes too late: the router's
// listener, registered first, has already moved on. Browsers without it let Back through.
interface TraverseEvent extends Event {
  navigationType: 'push' | 'replace' | 'reload' | 'traverse';
  destination: { index: number };
}
interface NavigationLike extends EventTarget {
  currentEntry: { index: number } | null;
}
const browserNavigation = (): NavigationLike | undefined =>
  (window as { navigation?: NavigationLike }).navigation;

function install(navigator: Navigator): () => void {
  const { push, replace, go } = navigator;
  // Another address on the same page (a search, a tab's query) is not leaving the form.
  const guarded =
    (original: typeof push): typeof push =>
    (to, state, options) => {
      const run = () => original(to, state, options);
      if (pathnameOf(to) === guardedPathname) run();
      else ask(run);
    };
  const navigation = browserNavigation();
  // Set while a confirmed Back goes through, so its own `navigate` event is not held again.
  let isLeaving = false;
  const traverse = (delta: number) => {
    isLeaving = navigation !== undefined;
    go(delta);
  };
  navigator.push = guarded(push);
  navigator.replace = guarded(replace);
  navigator.go = (delta) => ask(() => traverse(delta));
  const onNavigate = (event: Event) => {
    const { navigationType, destination, cancelable } = event as TraverseEvent;
    if (navigationType !== 'traverse' || !cancelable) return;
    if (isLeaving) {
      isLeaving = false;
      return;
    }
    event.preventDefault();
    const delta = destination.index - (navigation?.currentEntry?.index ?? destination.index);
    ask(() => traverse(delta));
  };
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    event.preventDefault();
    // Older browsers show their prompt only when returnValue is set.
    event.returnValue = '';
  };
  navigation?.addEventListener('navigate', onNavigate);
  window.addEventListener('beforeunload', onBeforeUnload);
  return () => {
    Object.assign(navigator, { push, replace, go });
    navigation?.removeEventListener('navigate', onNavigate);
    window.removeEventListener('beforeunload', onBeforeUnload);
  };
}

/** Guards navigation away from `pathname` while the form `id` is dirty; answers the release. */
export function guardNavigation(id: string, navigator: Navigator, pathname: string): () => void {
  dirtyForms.add(id);
  guardedPathname = pathname;
  uninstall ??= install(navigator);
  return () => {
    dirtyForms.delete(id);
    if (pending?.owner === id) setPending(null);
    if (dirtyForms.size > 0) return;
    uninstall?.();
    uninstall = null;
  };
}
