// Writes `<file>.br` (Brotli, best quality) and `<file>.gz` (gzip level 9) beside every text file in
// dist after `vite build`, so the server sends them as they are (`@fastify/static` preCompressed)
// instead of compressing on every request. Tiny files and variants that would not be smaller are
// skipped: the server then sends the plain file. Usage: node apps/web/scripts/precompress.mjs [dist]
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.html',
  '.json',
  '.txt',
  '.webmanifest',
  '.xml',
  '.map',
]);
/** Below about one packet compression saves nothing worth a second file. */
const MIN_BYTES = 1024;

const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

const dist = process.argv[2] ?? fileURLToPath(new URL('../dist/', import.meta.url));

/** Every file under `dir`, except dot-directories (Vite's manifest is not served). */
async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

async function precompress(file) {
  const bytes = await readFile(file);
  const [br, gz] = await Promise.all([
    toBrotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    toGzip(bytes, { level: 9 }),
  ]);
  let brotliBytes = bytes.length;
  for (const [suffix, packed] of [
    ['.br', br],
    ['.gz', gz],
  ]) {
    if (packed.length >= bytes.length) continue;
    await writeFile(file + suffix, packed);
    if (suffix === '.br') brotliBytes = packed.length;
  }
  return { plain: bytes.length, br: brotliBytes };
}

const files = [];
for await (const file of walk(dist)) {
  if (!COMPRESSIBLE.has(extname(file))) continue;
  if ((await stat(file)).size < MIN_BYTES) continue;
  files.push(file);
}
const results = await Promise.all(files.map(precompress));
const plain = results.reduce((sum, r) => sum + r.plain, 0);
const brotli = results.reduce((sum, r) => sum + r.br, 0);
console.log(
  `precompressed ${files.length} files in ${relative(process.cwd(), dist) || '.'}: ` +
    `${(plain / 1000).toFixed(1)} kB → ${(brotli / 1000).toFixed(1)} kB brotli`,
);
