import { readdirSync } from 'node:fs';
import path from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Unhashed files (favicon and the like) keep their URL across releases: an hour, then revalidated. */
export const SHORT_LIVED = 'public, max-age=3600';
/** Pages: a browser may keep them but asks every time (a release changes the scripts they name). */
export const REVALIDATE = 'no-cache';

/** Vite writes `assets/<name>-<8-character content hash>.<ext>`: a new content gets a new name. */
const HASHED_NAME = /^[^/]+-[\w-]{8,}\.[a-z0-9]+$/i;

/** Cache-Control of a file of the web build: only content-hashed assets may be kept for good. */
export function cacheControlForFile(distDir: string, file: string): string {
  const relative = path.relative(distDir, file).split(path.sep).join('/');
  if (relative === 'index.html') return REVALIDATE;
  const [folder, name, ...deeper] = relative.split('/');
  const isHashed = folder === 'assets' && name !== undefined && deeper.length === 0 && HASHED_NAME.test(name);
  return isHashed ? IMMUTABLE : SHORT_LIVED;
}

/** The files that have a `.br` or `.gz` beside them: their answers vary by Accept-Encoding. */
export function precompressedFiles(distDir: string): Set<string> {
  const found = new Set<string>();
  for (const entry of readdirSync(distDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(?:br|gz)$/.test(entry.name)) continue;
    found.add(path.join(entry.parentPath, entry.name.replace(/\.(?:br|gz)$/, '')));
  }
  return found;
}
