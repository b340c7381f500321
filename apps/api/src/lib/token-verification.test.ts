import { createHmac, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_TOKEN_LENGTH, TokenService } from './tokens.js';

const SECRET = randomBytes(32).toString('hex');
const service = new TokenService(SECRET);
const SESSION = '01900000-0000-7000-8000-0000000000bb';
/** What a sign-in grants: a version, a session, and the session's end `seconds` from now. */
const grant = (tokenVersion: number, seconds = 3600) => ({
  userId: USER,
  tokenVersion,
  sessionId: SESSION,
  expiresAt: new Date((now() + seconds) * 1000),
});
const USER = '01900000-0000-7000-8000-0000000000aa';
const now = () => Math.floor(Date.now() / 1000);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token with any header and payload, HMAC-SHA256-signed with `secret` (as an attacker holding it would). */
function forge(header: unknown, payload: unknown, secret = SECRET): string {
  return signParts(b64(header), b64(payload), secret);
}

function signParts(header: string, payload: string, secret = SECRET): string {
  const signed = `${header}.${payload}`;
  return `${signed}.${createHmac('sha256', secret).update(signed).digest('base64url')}`;
}

const HS256 = { alg: 'HS256', typ: 'JWT' };
const claims = (extra: Record<string, unknown> = {}) => ({
  sub: USER,
  ver: 3,
  sid: SESSION,
  exp: now() + 60,
  ...extra,
});

describe('access token verification', () => {
  it('verifies its own tokens, and jose agrees they are valid HS256 JWTs', async () => {
    const token = service.sign(grant(7));
    expect(service.verify(token)).toEqual({ userId: USER, tokenVersion: 7, sessionId: SESSION });
    const { payload } = await jwtVerify(token, Buffer.from(SECRET), { algorithms: ['HS256'] });
    expect(payload).toMatchObject({ sub: USER, ver: 7, sid: SESSION });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(3600);
  });

  it('accepts tokens signed by jose with the same secret and claims', async () => {
    const token = await new SignJWT({ ver: 2, sid: SESSION })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(USER)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(Buffer.from(SECRET));
    expect(service.verify(token)).toEqual({ userId: USER, tokenVersion: 2, sessionId: SESSION });
  });

  it('refuses a token from before sessions (no `sid`): its holder signs in again', () => {
    expect(service.verify(forge(HS256, claims({ sid: undefined })))).toBeNull();
    expect(service.verify(forge(HS256, claims({ sid: '' })))).toBeNull();
    expect(service.verify(forge(HS256, claims({ sid: 7 })))).toBeNull();
  });

  it('accepts a hand-made token with every required claim', () => {
    expect(service.verify(forge(HS256, claims()))).toEqual({
      userId: USER,
      tokenVersion: 3,
      sessionId: SESSION,
    });
  });

  it('signs a token that ends when its session does, however long ago the session began', () => {
    const token = service.sign(grant(1, 90));
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      exp: number;
    };
    expect(payload.exp).toBe(now() + 90);
  });

  const refused: [string, () => string][] = [
    ['an expired token', () => forge(HS256, claims({ exp: now() - 1 }))],
    ['a token expiring this very second', () => forge(HS256, claims({ exp: now() }))],
    ['a signed token without exp', () => forge(HS256, { sub: USER, ver: 3 })],
    ['a token whose exp is a string', () => forge(HS256, claims({ exp: String(now() + 60) }))],
    ['a token not valid before a future time', () => forge(HS256, claims({ nbf: now() + 60 }))],
    ['an alg:none token', () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims())}.`],
    ['an alg:none token with a signature', () => forge({ alg: 'none', typ: 'JWT' }, claims())],
    [
      'an HS512 token signed with the secret',
      () => {
        const signed = `${b64({ alg: 'HS512', typ: 'JWT' })}.${b64(claims())}`;
        return `${signed}.${createHmac('sha512', SECRET).update(signed).digest('base64url')}`;
      },
    ],
    ['a header with an extra field', () => forge({ ...HS256, kid: 'other' }, claims())],
    ['a header without typ', () => forge({ alg: 'HS256' }, claims())],
    ['a token signed with another secret', () => forge(HS256, claims(), randomBytes(32).toString('hex'))],
    [
      'a random signature',
      () =>
        `${forge(HS256, claims()).split('.').slice(0, 2).join('.')}.${randomBytes(32).toString('base64url')}`,
    ],
    [
      'a tampered payload under a valid signature',
      () => {
        const [header, , signature] = service.sign(grant(3)).split('.');
        return `${header}.${b64(claims({ ver: 4 }))}.${signature}`;
      },
    ],
    [
      'a non-canonical encoding of the right signature',
      () => {
        const token = forge(HS256, claims());
        // The last of 43 base64url characters carries 4 bits; flipping an unused bit keeps the bytes.
        const last = token.at(-1) ?? 'A';
        const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
        return token.slice(0, -1) + alphabet[alphabet.indexOf(last) ^ 1];
      },
    ],
    ['a token with a fractional version', () => forge(HS256, claims({ ver: 1.5 }))],
    ['a token with a string version', () => forge(HS256, claims({ ver: '3' }))],
    ['a token with a negative version', () => forge(HS256, claims({ ver: -1 }))],
    ['a token without a version', () => forge(HS256, { sub: USER, exp: now() + 60 })],
    ['a token without a subject', () => forge(HS256, { ver: 3, exp: now() + 60 })],
    ['a token with a 200-character subject', () => forge(HS256, claims({ sub: 'u'.repeat(200) }))],
    ['a token with a numeric subject', () => forge(HS256, claims({ sub: 42 }))],
    ['a token whose payload is an array', () => forge(HS256, [USER, 3])],
    [
      'a signed payload that is not JSON',
      () => signParts(b64(HS256), Buffer.from('not json').toString('base64url')),
    ],
    ['a signed empty payload', () => signParts(b64(HS256), '')],
    ['a signed token with a huge payload', () => forge(HS256, claims({ pad: 'x'.repeat(MAX_TOKEN_LENGTH) }))],
    ['a valid token with a fourth part', () => `${service.sign(grant(3))}.x`],
    ['garbage', () => 'not-a-token'],
    ['three empty parts', () => '..'],
  ];

  it.each(refused)('refuses %s', (_label, make) => {
    expect(service.verify(make())).toBeNull();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses a token it has verified before once that token expires', () => {
    const token = service.sign(grant(1, 60));
    expect(service.verify(token)).toEqual({ userId: USER, tokenVersion: 1, sessionId: SESSION });
    expect(service.verify(token)).toEqual({ userId: USER, tokenVersion: 1, sessionId: SESSION });
    vi.useFakeTimers({ now: Date.now() + 61_000 });
    expect(service.verify(token)).toBeNull();
    expect(service.verify(token)).toBeNull();
  });

  it('refuses a huge token without computing its signature', () => {
    const token = `${service.sign(grant(3))}${'x'.repeat(MAX_TOKEN_LENGTH)}`;
    const started = process.hrtime.bigint();
    expect(service.verify(token)).toBeNull();
    expect(service.verify('a'.repeat(10_000_000))).toBeNull();
    expect(Number(process.hrtime.bigint() - started) / 1e6).toBeLessThan(50);
  });
});
