import type { Navigator, To } from 'react-router';

/**
 * Holds navigation while a console form has unsaved changes. The app runs a declarative
 * <BrowserRouter> (no data router, so no `useBlocker`: see docs/decisions.md), so this wraps the
 * router's navigator (links, tabs, `navigate()`), undoes a Back/Forward before the router sees it,
 * and asks the browser to confirm a reload or close. One guard serves every dirty form on the page.
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
// The router numbers its history entries (`idx`), so a Back can be undone by going forward again.
const entryIndex = (state: unknown): number | undefined => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
};

function install(navigator: Navigator): () => void {
  const { push, replace, go } = navigator;
  let currentIndex = entryIndex(window.history.state);
  let isUndoing = false;
  let isLeaving = false;
  // Another address on the same page (a search, a tab's query) is not leaving the form.
  const guarded =
    (original: typeof push): typeof push =>
    (to, state, options) => {
      const run = () => {
        original(to, state, options);
        currentIndex = entryIndex(window.history.state);
      };
      if (pathnameOf(to) === guardedPathname) run();
      else ask(run);
    };
  navigator.push = guarded(push);
  navigator.replace = guarded(replace);
  navigator.go = (delta) => ask(() => go(delta));

  // Capturing on window runs before the router's own popstate listener, which it can then stop.
  const onPopState = (event: PopStateEvent) => {
    const target = entryIndex(event.state);
    if (isUndoing || isLeaving || target === undefined || currentIndex === undefined) {
      if (isUndoing) event.stopImmediatePropagation();
      isUndoing = false;
      isLeaving = false;
      return;
    }
    event.stopImmediatePropagation();
    const delta = target - currentIndex;
    isUndoing = true;
    window.history.go(-delta);
    ask(() => {
      isLeaving = true;
      window.history.go(delta);
    });
  };
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    event.preventDefault();
    // Older browsers show their prompt only when returnValue is set.
    event.returnValue = '';
  };
  window.addEventListener('popstate', onPopState, { capture: true });
  window.addEventListener('beforeunload', onBeforeUnload);
  return () => {
    Object.assign(navigator, { push, replace, go });
    window.removeEventListener('popstate', onPopState, { capture: true });
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
