import { cleanPersonName } from '@coursewise/contract';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { AppError } from '../../lib/app-error.js';

export interface GoogleIdentity {
  sub: string;
  email: string;
  /** Null when Google gave none or one that breaks the name rule (`cleanPersonName`). */
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
    // A Google name is whatever its owner typed: held to the profile's name rule, or left for them to fill in.
    return {
      sub,
      email,
      givenName: cleanPersonName(payload.given_name),
      familyName: cleanPersonName(payload.family_name),
    };
  }
}
