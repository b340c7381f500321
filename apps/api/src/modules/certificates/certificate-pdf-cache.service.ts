import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ObjectStore } from '../../lib/storage/object-store.js';
import type { CertificatePdfContent } from './certificate-pdf.js';
import { CertificatePdfRenderer } from './certificate-pdf-renderer.js';

/**
 * Bump when certificate-pdf.ts draws something differently: every stored PDF is then rendered again.
 * Everything else that changes the page is in the content, which the key fingerprints.
 */
// 4: names in the scripts bundled for issue 21 (Telugu, Khmer…) printed as empty boxes before.
// 5: the fixed words in the holder's language (issue 26).
const LAYOUT_VERSION = 5;

/** A certificate PDF to send: the stored file's stream, or the bytes just rendered. */
export interface CertificatePdfFile {
  body: Readable | Buffer;
  size: number;
}

type Found = { pdf: Buffer } | { storedSize: number };

/**
 * The private-storage key of a certificate's PDF as printed now: the id and a hash of everything the
 * page shows (holder, course, score, dates, site name, link), so a change of any of them is a new key
 * and a file rendered from older data can never be served.
 */
export function certificatePdfKey(id: string, content: CertificatePdfContent): string {
  const printed = Object.entries(content).sort(([a], [b]) => (a < b ? -1 : 1));
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([LAYOUT_VERSION, printed]))
    .digest('base64url')
    .slice(0, 32);
  return `certificates/${id}/${fingerprint}.pdf`;
}

/**
 * Certificate PDFs rendered once per printed version and kept in private storage; concurrent requests
 * for the same version share one look-up and one render (`ctx.certificatePdfs`, built in app.ts).
 */
export class CertificatePdfs {
  private readonly flights = new Map<string, Promise<Found>>();
  private readonly renderer = new CertificatePdfRenderer();

  constructor(private readonly storage: ObjectStore) {}

  /** Renders begun since start (tests: a stored file was served instead of a new render). */
  get renders(): number {
    return this.renderer.renders;
  }

  /** For tests: renders block in the worker until the returned function is called. */
  hold(): () => void {
    return this.renderer.hold();
  }

  /** The PDF of this certificate showing `content`: the stored file, else rendered and stored. */
  async open(id: string, content: CertificatePdfContent): Promise<CertificatePdfFile> {
    const key = certificatePdfKey(id, content);
    const found = await this.find(key, content);
    if ('pdf' in found) return { body: found.pdf, size: found.pdf.length };
    return { body: await this.storage.read(key), size: found.storedSize };
  }

  /** Deletes the stored file of this printed version, if any (a name that must not be kept). */
  forget(id: string, content: CertificatePdfContent): Promise<void> {
    return this.storage.delete(certificatePdfKey(id, content));
  }

  close(): Promise<void> {
    return this.renderer.close();
  }

  /**
   * One flight per key at a time, from the look-up to the stored file: a request arriving during a
   * render joins it, and one arriving after it finds the file, so a version is rendered once here.
   */
  private find(key: string, content: CertificatePdfContent): Promise<Found> {
    let flight = this.flights.get(key);
    if (!flight) {
      flight = this.lookUpOrRender(key, content).finally(() => this.flights.delete(key));
      this.flights.set(key, flight);
    }
    return flight;
  }

  private async lookUpOrRender(key: string, content: CertificatePdfContent): Promise<Found> {
    const stored = await this.storage.stat(key);
    if (stored) return { storedSize: stored.size };
    const pdf = await this.renderer.render(content);
    // Streamed in, so on disk it appears under its key only once whole (another instance may read it).
    await this.storage.write(key, Readable.from([pdf]), 'application/pdf');
    return { pdf };
  }
}
