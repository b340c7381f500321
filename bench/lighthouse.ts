/**
 * bench/lighthouse: Lighthouse 12 (mobile, simulated throttling) against the built app started as
 * `npm start` starts it, in this machine's Chromium: `/`, `/courses`, a course page and the demo
 * learner's player, the median of several runs each. Prints the table and writes it to
 * bench/results/lighthouse-<date>.md.
 *
 *   npm run bench:lighthouse -- [--runs 5]
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { root } from './harness.js';
import {
  CATEGORIES,
  markdown,
  medianOf,
  type PageResult,
  type Run,
  summarize,
  table,
} from './lighthouse-report.js';
import {
  chromePath,
  launchChrome,
  type Page,
  pagesToAudit,
  type Running,
  setTokenCookie,
  startApp,
} from './lighthouse-setup.js';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a positive whole number (got ${values.runs})`);

let chromeVersion = '';

/** One Lighthouse run of a page in a fresh Chromium (a cold cache, as a first visit). */
async function auditOnce(app: Running, page: Page): Promise<Run> {
  const chrome = await launchChrome(chromePath());
  chromeVersion = chrome.version;
  try {
    if (page.token) await setTokenCookie(chrome, app.base, page.token);
    const result = await lighthouse(`${app.base}${page.path}`, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      // Keeps the sign-in cookie; the profile is new for every run, so nothing else is left over.
      disableStorageReset: Boolean(page.token),
    });
    if (!result) throw new Error(`${page.path}: Lighthouse returned nothing`);
    if (result.lhr.runtimeError) throw new Error(`${page.path}: ${result.lhr.runtimeError.message}`);
    const run = summarize(result.lhr);
    // A signed-out player would send the browser to the sign-in page: that would measure the wrong page.
    // (The player itself moves on to the chapter to continue, below its own path.)
    if (!new URL(run.finalUrl).pathname.startsWith(page.path)) {
      throw new Error(`${page.path}: the browser ended on ${run.finalUrl}`);
    }
    return run;
  } finally {
    await chrome.stop();
  }
}

/** Lighthouse sometimes loses the trace of a load (NO_NAVSTART, NO_FCP): such a run measured nothing. */
async function auditWithRetry(app: Running, page: Page, attempts = 3): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(app, page);
    } catch (error) {
      const traceLost = error instanceof Error && /NO_NAVSTART|NO_FCP|NO_LCP|trace/i.test(error.message);
      if (!traceLost || attempt >= attempts) throw error;
      console.log(`${page.path}: ${(error as Error).message}; running it again`);
    }
  }
}

const lighthouseVersion = (
  JSON.parse(readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')) as {
    version: string;
  }
).version;

const loadAtStart = loadavg()[0] ?? 0;
const app = await startApp();
const results: PageResult[] = [];
try {
  for (const page of await pagesToAudit(app.base)) {
    const pageRuns: Run[] = [];
    for (let i = 0; i < runs; i++) {
      const run = await auditWithRetry(app, page);
      pageRuns.push(run);
      console.log(`${page.name} ${page.path} run ${i + 1}/${runs}: performance ${run.scores.performance}`);
    }
    results.push(medianOf(page.name, page.path, pageRuns));
  }
} finally {
  await app.stop();
}

const date = new Date().toISOString().slice(0, 10);
const report = markdown(results, {
  date,
  lighthouse: lighthouseVersion,
  chrome: chromeVersion,
  runs,
  load: [loadAtStart, loadavg()[0] ?? 0],
});
const file = path.join(root, 'bench/results', `lighthouse-${date}.md`);
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, report);
console.log(`\n${table(results)}\n`);
for (const page of results)
  console.log(`${page.name}: ${page.median.failing.slice(0, 5).join('; ') || 'no failing audits'}`);
console.log(`\nWritten to ${path.relative(root, file)}`);
