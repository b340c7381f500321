import type { Settings, User } from '@coursewise/contract';
import { INITIAL_DATA_ELEMENT_ID, type InitialQuery } from '@coursewise/contract/first-paint';
import { viewerScopedKeys } from '@coursewise/contract/query-keys';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { hasToken } from '../lib/session';
import type { AppStore } from '../store';
import { setSettings, setUser } from '../store/user-slice';

/**
 * The server writes the first screen's data into the page (`<script type="application/json">`, see
 * docs/decisions.md "First paint"): the anonymous answers of its queries and the site settings. Read
 * once before the first render, they let the page paint without waiting for the API. A signed-in
 * learner's course lists and pages carry their own flags, so with a token cookie the viewer-scoped
 * queries are left to be fetched as usual, unless the server answered the page for that cookie (the
 * player): then the data names its `viewer`, who is signed in from it without fetching the profile.
 */
export function hydrateInitialData(
  queryClient: QueryClient,
  store: AppStore,
  doc: Document = document,
): void {
  const element = doc.getElementById(INITIAL_DATA_ELEMENT_ID);
  if (!element) return;
  // Read once: a later call (hot reload) must not put back data that has since changed.
  element.remove();
  const data = parse(element.textContent ?? '');
  if (!data) return;
  const isSignedIn = hasToken();
  const viewer = isSignedIn ? data.viewer : null;
  // Fetched now: within a query's staleTime nothing refetches it.
  const updatedAt = Date.now();
  for (const { key, data: answer } of data.queries) {
    if (isSignedIn && !viewer && isViewerScoped(key)) continue;
    if (!isSignedIn && data.viewer) continue;
    queryClient.setQueryData(key, answer, { updatedAt });
  }
  if (data.settings) store.dispatch(setSettings(data.settings));
  if (viewer) store.dispatch(setUser(viewer));
}

interface ReadData {
  queries: { key: QueryKey; data: unknown }[];
  settings: Settings | null;
  viewer: User | null;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isQuery = (value: unknown): value is InitialQuery =>
  isObject(value) && Array.isArray(value.key) && value.key.length > 0 && value.data !== undefined;

/** The page's data, or null when it is absent or not what the server writes (then nothing is seeded). */
function parse(text: string): ReadData | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(value) || !Array.isArray(value.queries)) return null;
  return {
    queries: value.queries.filter(isQuery),
    settings: isObject(value.settings) ? (value.settings as unknown as Settings) : null,
    viewer:
      isObject(value.viewer) && typeof value.viewer.id === 'string'
        ? (value.viewer as unknown as User)
        : null,
  };
}

const isViewerScoped = (key: QueryKey): boolean => viewerScopedKeys.some(([root]) => key[0] === root);
