// Prints the gzip size of what the home route downloads before it can render (the entry chunk, every
// chunk it imports statically, and the stylesheets index.html links: render-blocking), then what the
// shell loads later on its own (cookie banner, account menu, toasts…; pages are not counted).
// Usage: node apps/web/scripts/report-size.mjs [dist dir] (after `npm run build -w @coursewise/web`).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ? resolve(process.argv[2]) : new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

// kB = 1000 bytes, as Vite reports sizes.
const gzipKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1000;
const row = (size, file) => `${size.toFixed(1).padStart(7)} kB  ${file}`;

/** The chunks `key` loads statically (itself included) and their stylesheets. */
function staticClosure(key, chunks = new Set(), css = new Set()) {
  if (chunks.has(key)) return { chunks, css };
  chunks.add(key);
  const chunk = manifest[key];
  for (const file of chunk.css ?? []) css.add(file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, chunks, css);
  return { chunks, css };
}

// The page's loader (index.html) and the app it starts (its own entry, fetched by the loader).
const first = staticClosure('index.html');
if (manifest['src/app/start.tsx']) staticClosure('src/app/start.tsx', first.chunks, first.css);
let jsTotal = 0;
for (const key of first.chunks) {
  const size = gzipKb(manifest[key].file);
  jsTotal += size;
  console.log(row(size, manifest[key].file));
}
let cssTotal = 0;
for (const file of first.css) {
  const size = gzipKb(file);
  cssTotal += size;
  console.log(row(size, `${file} (render-blocking)`));
}

// The shell's own lazy pieces: dynamic imports of the first chunks that are not pages.
const isPage = (key) => /[\\/]routes[\\/]|features[\\/]admin[\\/]index\.tsx$|not-found-page\.tsx$/.test(key);
const later = { chunks: new Set(), css: new Set() };
const laterRoots = [];
for (const key of first.chunks) {
  for (const lazyKey of manifest[key].dynamicImports ?? []) {
    // Catalogues are pages' words (the core one is counted per language below).
    if (isPage(lazyKey) || first.chunks.has(lazyKey) || lazyKey.includes('catalogue:')) continue;
    laterRoots.push(lazyKey.replace(/^.*node_modules\//, ''));
    staticClosure(lazyKey, later.chunks, later.css);
  }
}
const laterJs = [...later.chunks].filter((key) => !first.chunks.has(key));
const laterCss = [...later.css].filter((file) => !first.css.has(file));
const laterJsTotal = laterJs.reduce((sum, key) => sum + gzipKb(manifest[key].file), 0);
const laterCssTotal = laterCss.reduce((sum, file) => sum + gzipKb(file), 0);
console.log(`loaded later, when needed: ${laterRoots.join(', ')}`);

console.log(
  `home route JS: ${jsTotal.toFixed(1)} kB gzip; CSS: ${cssTotal.toFixed(1)} kB gzip render-blocking, ` +
    `${laterCssTotal.toFixed(1)} kB loaded later (with ${laterJsTotal.toFixed(1)} kB of JS)`,
);

// The page's words come before its first render: the core catalogue of the page's language (issue 26).
const coreCatalogues = Object.keys(manifest)
  .map((key) => [key, /catalogues\/core\/(\w+)\.json/.exec(key)?.[1]])
  .filter(([, locale]) => locale);
const perLocale = coreCatalogues.map(([key, locale]) => [locale, jsTotal + gzipKb(manifest[key].file)]);
for (const [locale, total] of perLocale) {
  console.log(`home route JS in ${locale}, with its catalogue: ${total.toFixed(1)} kB gzip`);
}

// Issue 10's budget for a phone's first visit, in every language; over it, the command fails.
const JS_BUDGET_KB = 130;
const largest = Math.max(jsTotal, ...perLocale.map(([, total]) => total));
if (largest > JS_BUDGET_KB) {
  console.error(
    `over budget: the home route's JavaScript must stay within ${JS_BUDGET_KB} kB gzip in every language`,
  );
  process.exitCode = 1;
}
