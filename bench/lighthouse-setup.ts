/**
 * What bench/lighthouse needs around Lighthouse: the built app started as `npm start` starts it (fresh
 * DATA_DIR, so the demo seed runs), a fresh headless Chromium per run, and the pages to audit.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { root, sleep } from './harness.js';

export interface Page {
  name: string;
  path: string;
  /** The learner's token, put in the `auth_token` cookie as the web app does on sign-in. */
  token?: string;
}

export interface Running {
  base: string;
  stop(): Promise<void>;
}

/** A checkout's name in the report: its folder and commit, marked when it has uncommitted changes. */
export function describeBuild(appRoot: string): string {
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', appRoot, ...args], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  try {
    const dirty = git('status', '--porcelain', '--untracked-files=no') ? '+changes' : '';
    return `${path.basename(appRoot)}@${git('rev-parse', '--short', 'HEAD')}${dirty}`;
  } catch {
    return path.basename(appRoot);
  }
}

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function waitUntil(check: () => Promise<boolean>, child: ChildProcess, what: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`${what} exited (${child.exitCode})`);
    try {
      if (await check()) return;
    } catch {}
    await sleep(100);
  }
  throw new Error(`${what} did not start`);
}

async function stopChild(child: ChildProcess, group: boolean): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(group ? -child.pid : child.pid, 'SIGTERM');
  await Promise.race([exited, sleep(5000)]);
}

/**
 * `node apps/api/dist/main.js` of the checkout at `appRoot` (this one, or a baseline build beside it)
 * with a fresh DATA_DIR on a free port, serving a private copy of its web build and server render (a
 * rebuild during the run would otherwise swap the assets under the pages).
 */
export async function startApp(appRoot: string = root): Promise<Running> {
  const built = path.join(appRoot, 'apps/web/dist');
  const main = path.join(appRoot, 'apps/api/dist/main.js');
  if (!existsSync(main) || !existsSync(path.join(built, 'index.html'))) {
    throw new Error(`${appRoot} is not built: run \`npm run build\` there first`);
  }
  // The server render (dist-server) sits beside the copy, inside the checkout: its packages resolve
  // from the checkout's node_modules. A build without it serves pages drawn in the browser.
  const copyDir = mkdtempSync(path.join(appRoot, 'apps/web/.lighthouse-'));
  const webDist = path.join(copyDir, 'dist');
  cpSync(built, webDist, { recursive: true });
  const serverBuild = path.join(appRoot, 'apps/web/dist-server');
  if (existsSync(serverBuild)) cpSync(serverBuild, path.join(copyDir, 'dist-server'), { recursive: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'coursewise-lighthouse-data-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { NODE_ENV: _unset, ...env } = process.env;
  const server = spawn(process.execPath, [main], {
    cwd: appRoot,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitUntil(async () => (await fetch(`${base}/api/health`)).ok, server, 'the app');
  return {
    base,
    async stop() {
      await stopChild(server, false);
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(copyDir, { recursive: true, force: true });
    },
  };
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

export interface Chrome {
  port: number;
  version: string;
  stop(): Promise<void>;
}

export const chromePath = (): string => {
  const found = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (candidate): candidate is string => Boolean(candidate && existsSync(candidate)),
  );
  if (!found) throw new Error('Chromium not found: set CHROME_PATH or `apt-get install chromium`');
  return found;
};

/** A headless Chromium with an empty profile, driven over its remote-debugging port. */
export async function launchChrome(executable: string): Promise<Chrome> {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'coursewise-lighthouse-chrome-'));
  const child = spawn(
    executable,
    [...CHROME_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore', detached: true },
  );
  let version = '';
  await waitUntil(
    async () => {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      version = ((await response.json()) as { Browser: string }).Browser;
      return response.ok;
    },
    child,
    'Chromium',
  );
  return {
    port,
    version,
    async stop() {
      await stopChild(child, true);
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Signs the browser in the way the web app does: the token in the `auth_token` cookie. */
export async function setTokenCookie(chrome: Chrome, base: string, token: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const [context] = browser.contexts();
  if (!context) throw new Error('Chromium has no default context');
  await context.addCookies([{ name: 'auth_token', value: token, url: base, sameSite: 'Lax' }]);
  await browser.close();
}
