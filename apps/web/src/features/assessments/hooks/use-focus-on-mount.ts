import { useEffect, useRef } from 'react';

/**
 * A heading to focus when it appears (a result after submitting), so screen readers announce it and
 * keyboard users continue from there rather than from the button that has gone. The long form it
 * replaces leaves the page scrolled down, so the page goes back to its top first.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    ref.current?.focus({ preventScroll: true });
  }, []);
  return ref;
}
