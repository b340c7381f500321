import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CryptoKey, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

export const GOOGLE_ISSUER = 'https://accounts.google.com';

export interface IdTokenOptions {
  /** Claims to set or override; `undefined` removes a default claim. */
  claims?: Record<string, unknown>;
  /** Sign with this key instead of the published one. */
  key?: CryptoKey;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
}

export interface JwksServer {
  url: string;
  kid: string;
  /** Signs a Google-like ID token for `clientId`, with the published key unless told otherwise. */
  idToken(clientId: string, options?: IdTokenOptions): Promise<string>;
  close(): Promise<void>;
}

/** A local stand-in for Google's certificate endpoint: one RS256 key, published as a JWKS with a kid. */
export async function startJwksServer(): Promise<JwksServer> {
  const kid = 'test-key-1';
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/certs`,
    kid,
    async idToken(clientId, options = {}) {
      const now = Math.floor(Date.now() / 1000);
      const defaults: JWTPayload = {
        iss: GOOGLE_ISSUER,
        aud: clientId,
        sub: '100000000000000000001',
        email: 'someone@gmail.com',
        email_verified: true,
        given_name: 'Ada',
        family_name: 'Lovelace',
        iat: now - 10,
        exp: now + (options.expiresIn ?? 3600),
      };
      const payload: Record<string, unknown> = { ...defaults, ...options.claims };
      for (const [name, value] of Object.entries(payload)) if (value === undefined) delete payload[name];
      return new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid }).sign(options.key ?? privateKey);
    },
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}

/** A private key Google never published. */
export async function strangerKey(): Promise<CryptoKey> {
  return (await generateKeyPair('RS256')).privateKey;
}
