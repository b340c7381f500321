import { createHash } from 'node:crypto';
import type { AppContext } from '../../app-context.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { CERTIFICATE_NOT_FOUND } from './certificate.mapper.js';
import { renderShareImage, type ShareImageContent } from './certificate-share-image.js';
import { findCertificateHead } from './certificates.service.js';

/** Bumped when the picture's layout changes, so every ETag changes with it. */
// 3: the faces of the scripts bundled for issue 21, which drew as boxes or a system font before.
const LAYOUT_VERSION = 3;
/** Pictures kept rendered, most recent last: a shared link is fetched by many previewers at once. */
const KEPT = 64;
const rendered = new Map<string, Buffer>();

export interface ShareImage {
  /** A strong ETag: a hash of everything the picture shows. */
  etag: string;
  /** Renders (or reuses) the PNG: called only when the client's copy is not current. */
  png: () => Promise<Buffer>;
}

/**
 * A certificate's share image: unknown is a 404, revoked a 410. Its ETag is
 * known before anything is drawn, so a revalidation reads the row and settings and renders nothing.
 */
export async function certificateShareImage(ctx: AppContext, id: string): Promise<ShareImage> {
  const { siteName, certificate } = await findCertificateHead(ctx, id);
  if (!certificate) throw notFound(CERTIFICATE_NOT_FOUND);
  if (certificate.revokedOn !== null) {
    throw new AppError(
      'CERTIFICATE_REVOKED',
      `Certificate ${certificate.number} was revoked on ${certificate.revokedOn} and is no longer valid.`,
      410,
    );
  }
  const { holderName, courseTitle, issuedOn, number } = certificate;
  const content: ShareImageContent = { siteName, holderName, courseTitle, issuedOn, number };
  const hash = createHash('sha256')
    .update(JSON.stringify([LAYOUT_VERSION, content]))
    .digest('base64url')
    .slice(0, 27);
  return { etag: `"${hash}"`, png: () => pngFor(hash, content) };
}

async function pngFor(hash: string, content: ShareImageContent): Promise<Buffer> {
  const kept = rendered.get(hash);
  if (kept) {
    rendered.delete(hash);
    rendered.set(hash, kept);
    return kept;
  }
  const png = await renderShareImage(content);
  rendered.set(hash, png);
  if (rendered.size > KEPT) rendered.delete(rendered.keys().next().value ?? hash);
  return png;
}
