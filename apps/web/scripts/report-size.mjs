// Prints the gzip size of the JavaScript and CSS the home route loads before it can render:
// the entry chunk and every chunk it imports statically (lazy pages are not counted).
// Usage: node apps/web/scripts/report-size.mjs (after `npm run build -w @coursewise/web`).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const seen = new Set();
const css = new Set();
function visit(key) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  for (const file of chunk.css ?? []) css.add(file);
  for (const imported of chunk.imports ?? []) visit(imported);
}
visit('index.html');

// kB = 1000 bytes, as Vite reports sizes.
const gzipKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1000;
let jsTotal = 0;
for (const key of seen) {
  const size = gzipKb(manifest[key].file);
  jsTotal += size;
  console.log(`${size.toFixed(1).padStart(7)} kB  ${manifest[key].file}`);
}
const cssTotal = [...css].reduce((sum, file) => sum + gzipKb(file), 0);
console.log(`home route JS: ${jsTotal.toFixed(1)} kB gzip; CSS: ${cssTotal.toFixed(1)} kB gzip`);
