/**
 * What the server writes into a page's HTML for its first paint and the web app reads back. This file
 * imports nothing but a type (the web imports it as `@coursewise/contract/first-paint`, so the first
 * screen's script does not pull in the schemas).
 */

import type { Locale } from './locales.js';
import type { CurrencyCode } from './settings.js';

/** The id of the `<script type="application/json">` that carries a page's initial data. */
export const INITIAL_DATA_ELEMENT_ID = 'coursewise-initial-data';

/** One query the first screen runs: its TanStack Query key and the API's anonymous answer (`data`). */
export interface InitialQuery {
  key: readonly unknown[];
  data: unknown;
}

/**
 * The initial data of a page: query answers and the site settings the shell starts with. A page sent
 * to a signed-in learner (the player) also carries their profile as `viewer`; its queries are then
 * that learner's answers, viewer-scoped ones included.
 */
export interface InitialData {
  queries: InitialQuery[];
  settings?: unknown;
  viewer?: unknown;
  /**
   * The display currency a server-rendered page was drawn in (from the visitor's currency cookie):
   * the browser's first render uses it too, so hydration sees the same prices.
   */
  currency?: string;
}

/**
 * What the web app's server entry (`apps/web/src/entry-server.tsx`) takes to render one public page,
 * which the API (`plugins/page-render.ts`) gives it.
 */
export interface ServerRenderInput {
  /** The page's address: path and query. */
  url: string;
  data: InitialData;
  /** Whether the request carried a session cookie: the shell then starts "signing in", as the browser's. */
  hasSession: boolean;
  currency: CurrencyCode;
  /** The language the page is drawn in (the server's negotiation); English when absent. */
  locale?: Locale;
  /** Aborts a render that takes too long; the page is then sent for the browser to draw. */
  signal?: AbortSignal;
}

/** `data-rendered` on the app's root element when the server has rendered the page inside it. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-rendered';

/**
 * `sizes` of a course card's cover in the course grids (home, catalogue, wishlist): one column of
 * the page's width less its 16 px margins on phones, two or more columns from 532 px, at most
 * about 262 px in the 1140 px container. The server's preload of the first card uses the same text,
 * so the browser picks the same width for both and downloads the cover once.
 */
export const COURSE_CARD_IMAGE_SIZES =
  '(min-width: 1140px) 262px, (min-width: 532px) 50vw, calc(100vw - 32px)';

/** `sizes` of the cover in the course page's purchase box: a third of the container beside the text on wide screens, the page width (less margins and padding) below. */
export const COURSE_COVER_IMAGE_SIZES = '(min-width: 992px) 320px, calc(100vw - 66px)';
