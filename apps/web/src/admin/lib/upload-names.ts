import type { Upload } from '@coursewise/contract';

/**
 * The server names stored files itself (a random key), so the name the admin chose lives here, for
 * the session: a field shows "intro.mp4", never `videos/k3j…webm`.
 */
const names = new Map<string, string>();

export function rememberUploadName(upload: Upload, name: string): void {
  names.set(upload.key, name);
  names.set(upload.url, name);
}

/** The file's original name, when it was uploaded in this session. */
export const knownUploadName = (value: string): string | undefined => names.get(value);

/**
 * The file's original name when it was uploaded in this session, else a readable one from its address:
 * `current` ("Current video", in the page's language) and the file's type, "Current video (WEBM)".
 */
export function uploadName(value: string, current: string): string {
  const known = names.get(value);
  if (known) return known;
  const extension = /\.([a-z0-9]{2,5})(?:[?#]|$)/i.exec(value)?.[1];
  return extension ? `${current} (${extension.toUpperCase()})` : current;
}
