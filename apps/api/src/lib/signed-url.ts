import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Short-lived links to private media (videos, captions): an HMAC over the key and an expiry time, so
 * a link can be handed to a <video> element but not shared for long nor altered to reach another file.
 */
export class MediaSigner {
  constructor(
    private readonly secret: string,
    private readonly ttlSeconds = 2 * 3600,
    private readonly now: () => number = Date.now,
  ) {}

  /** `/api/media/<key>?expires=…&signature=…`, valid for the signer's lifetime from now. */
  url(key: string): string {
    const expires = Math.floor(this.now() / 1000) + this.ttlSeconds;
    const path = key.split('/').map(encodeURIComponent).join('/');
    return `/api/media/${path}?expires=${expires}&signature=${this.sign(key, expires)}`;
  }

  /** Whether the signature is ours for this key and the link has not expired. */
  verify(key: string, expires: number, signature: string): 'valid' | 'expired' | 'invalid' {
    const expected = Buffer.from(this.sign(key, expires));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
    return expires * 1000 < this.now() ? 'expired' : 'valid';
  }

  private sign(key: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`media\n${key}\n${expires}`).digest('base64url');
  }
}
