import Cookies from 'js-cookie';

/** The cookie that records the visitor's answer to the consent banner: `accept` or `decline`. */
export const CONSENT_COOKIE = 'user-consent';

export function hasConsentChoice(): boolean {
  return Cookies.get(CONSENT_COOKIE) !== undefined;
}
