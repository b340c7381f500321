/**
 * bench/size: the gzip size of the JavaScript the home route loads first, read from Vite's build
 * manifest (the entry chunk and its static imports). Run after `npm run build`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const dist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('No entry chunk in the manifest');

const seen = new Set<string>();
const visit = (key: string) => {
  if (seen.has(key)) return;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) visit(child);
};
visit(entryKey);
// The home page's own lazy chunk loads at once too.
const home = Object.keys(manifest).find((key) => key.includes('home-page'));
if (home) visit(home);

let raw = 0;
let gzip = 0;
for (const key of seen) {
  const chunk = manifest[key];
  if (!chunk) continue;
  const bytes = readFileSync(path.join(dist, chunk.file));
  raw += bytes.length;
  gzip += gzipSync(bytes, { level: 9 }).length;
  console.log(
    `${chunk.file}: ${(bytes.length / 1024).toFixed(1)} KB, ${(gzipSync(bytes, { level: 9 }).length / 1024).toFixed(1)} KB gzip`,
  );
}
console.log(
  `home route initial JS: ${(raw / 1024).toFixed(1)} KB raw, ${(gzip / 1024).toFixed(1)} KB gzip (target ≤ 170 KB)`,
);
