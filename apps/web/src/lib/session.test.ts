import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken, setToken, tokenExpiry } from './session';

const DAY = 24 * 3600 * 1000;
const START = new Date('2030-01-10T12:00:00Z');

/** A token shaped like the server's (HS256 JWT); only its payload matters to the cookie. */
function jwt(payload: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.c2lnbmF0dXJl`;
}

describe('the auth_token cookie', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(START);
  });
  afterEach(() => vi.useRealTimers());

  it('lives as long as the token: gone the moment a 7-day token expires, not 30 days later', () => {
    const exp = Math.floor(START.getTime() / 1000) + 7 * 24 * 3600;
    const token = jwt({ sub: 'user-1', ver: 0, iat: exp - 7 * 24 * 3600, exp });
    setToken(token);
    expect(getToken()).toBe(token);

    vi.setSystemTime(START.getTime() + 7 * DAY - 60_000);
    expect(getToken()).toBe(token);
    vi.setSystemTime(START.getTime() + 7 * DAY + 60_000);
    expect(getToken()).toBeUndefined();
  });

  it('reads exp from a payload whose base64url needs the characters - and _', () => {
    // "~~~" and "???" encode to "fn5-" and "Pz8_": the payload is base64url, not base64.
    const exp = 1_900_000_000;
    const token = jwt({ sub: '~~~???', exp });
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(tokenExpiry(token)).toEqual(new Date(exp * 1000));
  });

  it.each([
    ['no exp claim', jwt({ sub: 'user-1' })],
    ['a non-numeric exp', jwt({ sub: 'user-1', exp: 'soon' })],
    ['a payload that is not JSON', 'aGVhZGVy.bm90IGpzb24.c2ln'],
    ['no payload at all', 'opaque-token'],
  ])('keeps a token with %s only for the browser session', (_label, token) => {
    expect(tokenExpiry(token)).toBeUndefined();
    setToken(token);
    expect(getToken()).toBe(token);
  });
});
