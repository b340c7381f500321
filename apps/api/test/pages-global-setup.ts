import { existsSync } from 'node:fs';
import { builtServerEntry, builtWebDist } from './rendered-pages.js';

const MISSING = 'run `npm run build` first: apps/web/dist-server is missing';

/**
 * The `pages` project reads the real web build (`npm test` builds first). Without it every test would
 * fail alike, so the run stops at once with the one thing to do (no stack: it says nothing more).
 */
export default function setup(): void {
  if (existsSync(builtServerEntry) && existsSync(`${builtWebDist}/index.html`)) return;
  const error = new Error(MISSING);
  error.stack = `Error: ${MISSING}`;
  throw error;
}
