import type { OperationId } from '@coursewise/contract';
import { fillPath, type Route } from '@coursewise/contract/routes';
import { ApiError, buildUrl, FALLBACK_ERROR_MESSAGE, toApiError } from './api-client';
import { getToken } from './session';

/**
 * Fetches a GET operation that answers a file (an invoice PDF, a statement's CSV) with the session's
 * token, which a plain link cannot send; answers the bytes, or throws an ApiError with the server's
 * message.
 */
export async function fetchFile<Id extends OperationId>(
  route: Route<Id> & { method: 'GET' },
  params: Readonly<Record<string, unknown>>,
  query?: object,
): Promise<Blob> {
  const headers = new Headers({ Accept: 'application/pdf, text/csv, application/json' });
  const token = getToken();
  if (token) headers.set('x-access-token', token);
  let response: Response;
  try {
    response = await fetch(buildUrl(fillPath(route.url, params), query), { headers });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', FALLBACK_ERROR_MESSAGE);
  }
  if (response.ok) return response.blob();
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  throw toApiError(response.status, body);
}

/** Hands a file made in the page to the browser's downloads, under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; revoking later leaves slow browsers time to read the blob.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
