import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, vi } from 'vitest';

// A lazy chunk (the review form, the admin console's pages) is transformed the first time a test loads
// it, which on a busy two-core machine takes more than Testing Library's 1 s default: `findBy…` waits
// for the state up to 5 s instead (it still resolves as soon as the state is there).
configure({ asyncUtilTimeout: 5_000 });

// happy-dom has no FontFaceSet; Mantine's autosizing textarea listens on it for fonts that load late.
if (!Reflect.has(document, 'fonts')) {
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
}

/** Removes every cookie the page can see, so no test inherits a session or a consent answer. */
function clearCookies(): void {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
}

// Vitest runs without globals, so Testing Library cannot register its own clean-up.
afterEach(() => {
  cleanup();
  clearCookies();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});
