import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { findChrome } from './chrome.js';
import { waitFor } from './wait.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromePath: string | null;
  }
}

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Starts the built app once for every journey: a fresh DATA_DIR (SQLite, seeded demo content) on a
 * free port. Without Chromium the journeys are skipped outside CI and fail in CI.
 */
export default async function setup(project: TestProject) {
  const chromePath = findChrome();
  if (!chromePath) {
    if (process.env.CI === 'true') throw new Error('Chromium is required in CI: apt-get install -y chromium');
    console.log(
      'Chromium not found (set CHROME_PATH or apt-get install chromium): browser journeys skipped.',
    );
    project.provide('chromePath', null);
    project.provide('baseUrl', '');
    return;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'coursewise-e2e-'));
  const webDist = snapshotWebBuild();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      // Links in pages and mail (certificate PDFs, verification) then point where the browser is.
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      // Learners made through the API say which address they come from (X-Forwarded-For), so the
      // journeys' many sign-ups count as the many people they stand for, not against one address's limit.
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      WEB_DIST: webDist,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(baseUrl, server);
  project.provide('baseUrl', baseUrl);
  project.provide('chromePath', chromePath);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(webDist, { recursive: true, force: true });
  };
}

/**
 * A private copy of apps/web/dist: the server reads index.html once at start and the assets on every
 * request, so a rebuild during the run (e.g. `npm run build` in another terminal) would otherwise leave
 * the pages asking for chunks that no longer exist.
 */
function snapshotWebBuild(): string {
  const built = path.join(root, 'apps/web/dist');
  if (!existsSync(path.join(built, 'index.html')))
    throw new Error('apps/web/dist is missing: run `npm run build` first');
  const copy = mkdtempSync(path.join(tmpdir(), 'coursewise-e2e-web-'));
  cpSync(built, copy, { recursive: true });
  return copy;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess): Promise<void> {
  await waitFor(
    async () => {
      if (server.exitCode !== null)
        throw new Error(`The app exited with code ${server.exitCode}; is it built (npm run build)?`);
      try {
        const response = await fetch(`${baseUrl}/api/health`);
        return response.ok ? true : undefined;
      } catch {
        return undefined; // not listening yet
      }
    },
    { timeout: 60_000, message: () => 'The app did not answer /api/health' },
  );
}
