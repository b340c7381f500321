import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

// react-router's own key, so positions saved by its <ScrollRestoration> before an update still apply.
const STORAGE_KEY = 'react-router-scroll-positions';

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * What react-router's <ScrollRestoration> does, for a <BrowserRouter> (it needs the data router): a
 * history entry seen before (back, forward, reload) returns to where it was scrolled; a new one opens
 * at its #hash, or at the top.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const positions = useRef<Record<string, number> | null>(null);
  const currentKey = useRef(location.key);
  positions.current ??= readPositions();

  useEffect(() => {
    const saved = positions.current ?? {};
    // Kept up to date while scrolling: by the time a new page renders, the old one's place is known.
    const onScroll = () => {
      saved[currentKey.current] = window.scrollY;
    };
    const onPageHide = () => {
      saved[currentKey.current] = window.scrollY;
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
      } catch {
        // Storage full or blocked: positions are then kept for this page's life only.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.history.scrollRestoration = 'manual';
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    const saved = positions.current?.[location.key];
    if (typeof saved === 'number') {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      try {
        const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
        if (target) {
          target.scrollIntoView();
          return;
        }
      } catch {
        // Not a decodable id: fall through to the top of the page.
      }
    }
    window.scrollTo(0, 0);
  }, [location.key, location.hash]);

  return null;
}
