import type { CurrencyCode, Settings, User } from '@coursewise/contract';
import { INITIAL_DATA_ELEMENT_ID, type InitialQuery } from '@coursewise/contract/first-paint';
import { viewerScopedKeys } from '@coursewise/contract/query-keys';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { isCurrencyCode } from '../lib/currency';
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
  const data = readInitialData(doc);
  if (data) seedInitialData(queryClient, store, data, { hasSession: hasToken(), isServerRendered: false });
}

let hasAnonymousViewerAnswers = false;

/**
 * Whether the page started with anonymous answers under viewer-scoped keys (a server-rendered page
 * opened with a session), asked once: the session's first sign-in then fetches them with its flags.
 */
export function takeAnonymousViewerAnswers(): boolean {
  const had = hasAnonymousViewerAnswers;
  hasAnonymousViewerAnswers = false;
  return had;
}

/** The page's data, read once: a later call (hot reload) must not put back data that has since changed. */
export function readInitialData(doc: Document = document): ReadData | null {
  const element = doc.getElementById(INITIAL_DATA_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  return parseInitialData(element.textContent ?? '');
}

/**
 * Puts a page's data into the query client and the store. With a session, a page the server rendered
 * keeps its anonymous viewer-scoped answers too (the server drew them, so hydration must see them;
 * they are dated 0 and fetched again with the session once the page is live, `refreshViewerQueries`);
 * a page the browser draws leaves them to be fetched.
 */
export function seedInitialData(
  queryClient: QueryClient,
  store: AppStore,
  data: ReadData,
  { hasSession, isServerRendered }: { hasSession: boolean; isServerRendered: boolean },
): void {
  const viewer = hasSession ? data.viewer : null;
  // Fetched now: within a query's staleTime nothing refetches it.
  const updatedAt = Date.now();
  for (const { key, data: answer } of data.queries) {
    const isAnonymousAnswer = hasSession && !viewer && isViewerScoped(key);
    if (isAnonymousAnswer && !isServerRendered) continue;
    if (!hasSession && data.viewer) continue;
    if (isAnonymousAnswer) hasAnonymousViewerAnswers = true;
    queryClient.setQueryData(key, answer, { updatedAt: isAnonymousAnswer ? 0 : updatedAt });
  }
  if (data.settings) store.dispatch(setSettings(data.settings));
  if (viewer) store.dispatch(setUser(viewer));
}

export interface ReadData {
  queries: { key: QueryKey; data: unknown }[];
  settings: Settings | null;
  viewer: User | null;
  currency: CurrencyCode | null;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isQuery = (value: unknown): value is InitialQuery =>
  isObject(value) && Array.isArray(value.key) && value.key.length > 0 && value.data !== undefined;

/** The page's data, or null when it is absent or not what the server writes (then nothing is seeded). */
export function parseInitialData(text: string): ReadData | null {
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
    currency: isCurrencyCode(value.currency) ? value.currency : null,
  };
}

const isViewerScoped = (key: QueryKey): boolean => viewerScopedKeys.some(([root]) => key[0] === root);
