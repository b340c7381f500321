/**
 * The cookies the server and the web app (and the journeys) both name. This file imports nothing
 * (the web imports it as `@coursewise/contract/cookies`).
 */

/**
 * The sign-in token (spec §4: name `auth_token`, path `/`): the web app keeps it there, and the server
 * reads it only for pages, to put a signed-in learner's first screen into the HTML.
 */
export const TOKEN_COOKIE = 'auth_token';

/** The visitor's answer to the cookie banner (`accept` or `decline`). */
export const CONSENT_COOKIE = 'user-consent';

/**
 * The display currency the visitor chose (`USD`, `GBP` or `EUR`): a preference they asked for, read by
 * the server so a server-rendered page shows prices in it from the first paint.
 */
export const CURRENCY_COOKIE = 'currency';

/**
 * The language the visitor chose (`en`, `es`, `fr` or `de`): it wins over the profile's and the
 * browser's `Accept-Language` when the server picks a page's language (ARCHITECTURE §9).
 */
export const LOCALE_COOKIE = 'locale';
