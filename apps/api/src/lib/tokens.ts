import { createHmac, timingSafeEqual } from 'node:crypto';

export interface TokenClaims {
  userId: string;
  tokenVersion: number;
  /** The session the token belongs to (`sessions` table): signing out ends it. */
  sessionId: string;
}

/** What a token is signed with: its claims and the session's absolute end, which it never outlives. */
export interface TokenGrant extends TokenClaims {
  expiresAt: Date;
}

// The one header we issue, byte for byte (jose wrote the same bytes, so older tokens stay valid).
const HEADER = Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url');
/** Our tokens are ~200 characters; anything much longer is refused before any work. */
export const MAX_TOKEN_LENGTH = 1024;
const MAX_SUBJECT_LENGTH = 128;
const SIGNATURE_LENGTH = 43; // base64url of 32 bytes, unpadded

/**
 * Signs and verifies the HS256 access tokens with node:crypto, synchronously (every signed-in request
 * verifies one); `ver` lets a password change revoke older tokens. Only the exact header above is
 * accepted, so `alg: none` or another algorithm never reaches the signature check.
 */
export class TokenService {
  private readonly key: Buffer;
  /** Tokens already verified, with their claims: a client sends the same token on every request. */
  private readonly verified = new Map<string, TokenClaims & { exp: number }>();
  private readonly maxVerified = 10_000;

  constructor(secret: string) {
    this.key = Buffer.from(secret, 'utf8');
  }

  sign(grant: TokenGrant): string {
    const iat = Math.floor(Date.now() / 1000);
    const exp = Math.floor(grant.expiresAt.getTime() / 1000);
    const payload = { ver: grant.tokenVersion, sub: grant.userId, sid: grant.sessionId, iat, exp };
    const signed = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
    return `${signed}.${this.signature(signed)}`;
  }

  /** The claims of a valid token, or null for anything forged, expired, unbounded or malformed. */
  verify(token: string): TokenClaims | null {
    if (token.length > MAX_TOKEN_LENGTH) return null;
    const known = this.verified.get(token);
    if (known) {
      if (known.exp > Date.now() / 1000) return toClaims(known);
      this.verified.delete(token);
      return null;
    }
    const claims = this.check(token);
    if (claims) {
      if (this.verified.size >= this.maxVerified)
        this.verified.delete(this.verified.keys().next().value as string);
      this.verified.set(token, claims);
      return toClaims(claims);
    }
    return null;
  }

  private check(token: string): (TokenClaims & { exp: number }) | null {
    const firstDot = token.indexOf('.');
    const lastDot = token.lastIndexOf('.');
    const isThreeParts = firstDot !== lastDot && token.indexOf('.', firstDot + 1) === lastDot;
    if (!isThreeParts || token.slice(0, firstDot) !== HEADER) return null;
    const signed = token.slice(0, lastDot);
    const given = Buffer.from(token.slice(lastDot + 1));
    if (given.length !== SIGNATURE_LENGTH) return null;
    // Encoded signatures are compared, so a non-canonical encoding of the right bytes is refused too.
    if (!timingSafeEqual(given, Buffer.from(this.signature(signed)))) return null;
    // Only now is the payload trusted enough to parse.
    return readClaims(token.slice(firstDot + 1, lastDot));
  }

  private signature(signed: string): string {
    return createHmac('sha256', this.key).update(signed).digest('base64url');
  }
}

const toClaims = ({ userId, tokenVersion, sessionId }: TokenClaims): TokenClaims => ({
  userId,
  tokenVersion,
  sessionId,
});

/**
 * The claims of a signed payload: `sub` and `sid` short strings, `ver` a whole number, `exp` required
 * and ahead. Tokens from before sessions (no `sid`) are refused: their holders sign in again once.
 */
function readClaims(segment: string): (TokenClaims & { exp: number }) | null {
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
  const { sub, ver, sid, exp, nbf } = payload as Record<string, unknown>;
  const now = Date.now() / 1000;
  if (typeof exp !== 'number' || !Number.isFinite(exp) || exp <= now) return null;
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > now)) return null;
  if (typeof sub !== 'string' || sub.length === 0 || sub.length > MAX_SUBJECT_LENGTH) return null;
  if (typeof ver !== 'number' || !Number.isSafeInteger(ver) || ver < 0) return null;
  if (typeof sid !== 'string' || sid.length === 0 || sid.length > MAX_SUBJECT_LENGTH) return null;
  return { userId: sub, tokenVersion: ver, sessionId: sid, exp };
}
