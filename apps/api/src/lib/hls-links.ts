import { createHmac, timingSafeEqual } from 'node:crypto';

/** Links are shared by everyone for a window of this long, and stay valid one more window. */
const WINDOW_SECONDS = 6 * 3600;

/**
 * Signed links to a processed video's HLS files (`/api/media/hls/<expires>/<signature>/<assetId>/…`).
 * The signature covers the asset and the expiry and sits in the path, so the playlists' relative
 * segment links resolve under it and carry it; the expiry is rounded to a shared window (valid 6 to
 * 12 hours), so every learner in a window gets the same URLs and a CDN can cache them.
 */
export class HlsSigner {
  constructor(
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** The link to `file` (`master.m3u8`, `poster.jpg`) of the asset, signed for the current window. */
  url(assetId: string, file: string): string {
    const window = Math.floor(this.now() / 1000 / WINDOW_SECONDS);
    const expires = (window + 2) * WINDOW_SECONDS;
    return `/api/media/hls/${expires}/${this.sign(assetId, expires)}/${assetId}/${file}`;
  }

  /** Whether the signature is ours for this asset and expiry, and the expiry has not passed. */
  verify(assetId: string, expires: number, signature: string): 'valid' | 'expired' | 'invalid' {
    const expected = Buffer.from(this.sign(assetId, expires));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
    return expires * 1000 < this.now() ? 'expired' : 'valid';
  }

  /** Seconds until the link's expiry, for `Cache-Control`. */
  secondsLeft(expires: number): number {
    return Math.max(0, expires - Math.floor(this.now() / 1000));
  }

  private sign(assetId: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`hls\n${assetId}\n${expires}`).digest('base64url');
  }
}
