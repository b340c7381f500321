import { useSyncExternalStore } from 'react';

const serverSnapshot = () => undefined;

/**
 * Whether a media query matches, or undefined while hydrating a server-rendered page (the server
 * cannot know the screen, so both sides first draw the page for either; the `wide-only` and
 * `narrow-only` classes in global.css show the right part until the browser re-renders with the answer).
 * A page the browser draws itself knows at once.
 */
export function useMediaMatch(query: string): boolean | undefined {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    serverSnapshot,
  );
}
