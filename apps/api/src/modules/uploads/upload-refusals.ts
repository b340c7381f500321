import { AppError } from '../../lib/app-error.js';

/** The words of the refusals both upload paths (multipart and resumable) answer. */
export const VIDEO_TYPE_MESSAGE = 'The video must be an MP4 or WebM file';

export const tooLarge = (what: string, maxBytes: number) =>
  new AppError('FILE_TOO_LARGE', `${what} is too large: at most ${formatBytes(maxBytes)}`, 413);
export const unsupported = (message: string) => new AppError('UNSUPPORTED_MEDIA_TYPE', message, 415);

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 * 1024) return `${Math.round(bytes / (1024 * 1024 * 1024))} GB`;
  if (bytes >= 1024 * 1024) return `${Math.round(bytes / (1024 * 1024))} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} kB`;
}
