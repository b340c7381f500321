import type { Upload } from '@coursewise/contract';
import { videoUploadRoutes } from '@coursewise/contract/routes';
import { buildUrl, FALLBACK_ERROR_MESSAGE, toApiError } from '../../lib/api-client';
import { getToken } from '../../lib/session';
import type { Translate } from './locale-text';

/** What the component asks of a resumable upload once started. */
export interface ResumableUploadControl {
  pause(): void;
  resume(): void;
  /** Stops and removes what the server holds (tus termination). */
  cancel(): Promise<void>;
}

export interface ResumableCallbacks {
  /** Bytes the server acknowledged so far (resumed uploads start past 0). */
  onProgress(bytes: number, total: number): void;
  onSuccess(upload: Upload): void;
  onError(message: string): void;
}

/** Retried after a dropped connection: at once, then waiting longer each time (about a minute in all). */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000];

const parse = (text: string): unknown => {
  try {
    return text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The `Upload` the last PATCH answers (`{data: Upload}`), or null when the answer is not one. */
export function uploadFromAnswer(body: string): Upload | null {
  const parsed = parse(body);
  const data = isRecord(parsed) ? parsed.data : undefined;
  return isRecord(data) && typeof data.key === 'string' && typeof data.url === 'string'
    ? (data as unknown as Upload)
    : null;
}

/**
 * The server's words for a refusal (413, 415…), or what a person can do about a lost connection; ours
 * in the page's language (`_`).
 */
export function refusalMessage(status: number | null, body: string, _: Translate): string {
  if (status === null || status === 0) return _('console.upload.connectionLost');
  if (status === 413 && parse(body) === undefined) return _('console.upload.fileTooLarge');
  const { message } = toApiError(status, parse(body));
  return message && message !== FALLBACK_ERROR_MESSAGE ? message : _('toast.somethingWentWrong');
}

/**
 * Starts (or resumes, when this browser began the same file before: tus-js-client keeps its address in
 * localStorage by the file's fingerprint) a tus upload of a video. tus-js-client is imported here, on
 * demand, so it is its own chunk that only the console and studio load, and only when a video is picked.
 * Failures are worded with the page's `_`.
 */
export async function startResumableUpload(
  file: File,
  callbacks: ResumableCallbacks,
  _: Translate,
): Promise<ResumableUploadControl> {
  const tus = await import('tus-js-client');
  const token = getToken();
  const upload = new tus.Upload(file, {
    endpoint: buildUrl(videoUploadRoutes.tusCreate.url),
    metadata: { area: 'video', filename: file.name },
    headers: token ? { 'x-access-token': token } : {},
    retryDelays: RETRY_DELAYS,
    removeFingerprintOnSuccess: true,
    onProgress: (bytes, total) => callbacks.onProgress(bytes, total),
    onSuccess: ({ lastResponse }) => {
      const stored = uploadFromAnswer(lastResponse.getBody());
      if (stored) callbacks.onSuccess(stored);
      else callbacks.onError(_('toast.somethingWentWrong'));
    },
    onError: (error) => {
      const response = error instanceof tus.DetailedError ? error.originalResponse : null;
      callbacks.onError(refusalMessage(response?.getStatus() ?? null, response?.getBody() ?? '', _));
    },
  });
  const previous = await upload.findPreviousUploads();
  const latest = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
  if (latest) upload.resumeFromPreviousUpload(latest);
  upload.start();
  return {
    pause: () => void upload.abort(),
    resume: () => upload.start(),
    cancel: () => upload.abort(true),
  };
}
