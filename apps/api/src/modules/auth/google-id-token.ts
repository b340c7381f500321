import { createRemoteJWKSet, jwtVerify } from 'jose';
import { AppError } from '../../lib/app-error.js';

export interface GoogleIdentity {
  sub: string;
  email: string;
  givenName: string | null;
  familyName: string | null;
}

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/** Verifies Google ID tokens against the provider's published keys (fetched and cached by jose). */
export class GoogleVerifier {
  private readonly jwks: ReturnType<typeof createRemoteJWKSet>;

  constructor(
    jwksUrl: string,
    private readonly clientId: string,
  ) {
    this.jwks = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5000 });
  }

  async verify(idToken: string): Promise<GoogleIdentity> {
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(idToken, this.jwks, {
        issuer: GOOGLE_ISSUERS,
        audience: this.clientId,
        algorithms: ['RS256'],
      }));
    } catch {
      throw new AppError('INVALID_ID_TOKEN', 'Google sign-in could not be verified. Please try again.', 401);
    }
    const { sub, email } = payload;
    if (typeof sub !== 'string' || typeof email !== 'string' || payload.email_verified !== true) {
      throw new AppError('EMAIL_NOT_VERIFIED', 'Your Google account has no verified email address.', 401);
    }
    const text = (value: unknown) =>
      typeof value === 'string' && value.trim() ? value.trim().slice(0, 80) : null;
    return { sub, email, givenName: text(payload.given_name), familyName: text(payload.family_name) };
  }
}
