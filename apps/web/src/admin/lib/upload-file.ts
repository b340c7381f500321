import type { Upload, UploadArea } from '@coursewise/contract';
import { adminUploadRoutes, type Route } from '@coursewise/contract/routes';
import { createContext, useContext } from 'react';
import { ApiError, buildUrl, FALLBACK_ERROR_MESSAGE, toApiError } from '../../lib/api-client';
import { getToken } from '../../lib/session';
import type { Translate } from './locale-text';

/** Where an upload goes: the console's operation, or the studio's (the same, under /api/instructor). */
export type UploadRoute = Route<'adminUpload' | 'studioUpload'>;

/** The upload operation of the page's app; the studio's editor provides its own. */
export const UploadRouteContext = createContext<UploadRoute>(adminUploadRoutes.adminUpload);

export const useUploadRoute = () => useContext(UploadRouteContext);

export interface UploadOptions {
  /** Called with 0–100 as the bytes go out. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** The console's upload unless given. */
  route?: UploadRoute;
}

/**
 * The envelope's upload. The API checks its answers against the contract, so the stored URL and key
 * being there is taken as the whole `Upload` (as `call` trusts a typed answer).
 */
function uploadIn(body: unknown): Upload | undefined {
  const data = isRecord(body) ? body.data : undefined;
  return isUpload(data) ? data : undefined;
}

function isUpload(value: unknown): value is Upload {
  return isRecord(value) && typeof value.url === 'string' && typeof value.key === 'string';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parse(text: string): unknown {
  try {
    return text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

/**
 * Sends one file to the upload operation (POST …/uploads, multipart `file` + `area`). XMLHttpRequest rather than
 * fetch, because only it reports upload progress. Fails with the server's message as an ApiError; what
 * the browser alone knows (no connection, a proxy's 413) is worded with the page's `_`.
 */
export function uploadFile(
  file: File,
  area: UploadArea,
  _: Translate,
  options: UploadOptions = {},
): Promise<Upload> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const { method, url } = options.route ?? adminUploadRoutes.adminUpload;
    xhr.open(method, buildUrl(url));
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('x-access-token', token);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(Math.round((event.loaded / event.total) * 100));
      }
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const data = uploadIn(body);
        if (data) resolve(data);
        else reject(new ApiError(xhr.status, 'INVALID_RESPONSE', FALLBACK_ERROR_MESSAGE));
        return;
      }
      // A proxy's 413 page has no JSON body: say what the status means.
      if (xhr.status === 413 && body === undefined) {
        reject(new ApiError(413, 'PAYLOAD_TOO_LARGE', _('console.upload.fileTooLarge')));
        return;
      }
      reject(toApiError(xhr.status, body));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', _('console.upload.connectionFailed')));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    form.append('area', area);
    form.append('file', file);
    xhr.send(form);
  });
}
