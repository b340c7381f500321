/**
 * bench/lighthouse: Lighthouse 12 (mobile, simulated throttling) against the built app started as
 * `npm start` starts it, in this machine's Chromium: `/`, `/courses`, a course page, a certificate's
 * verify page, and the demo learner's player and checkout, the median of several runs each. Prints the
 * table and writes it to bench/results/lighthouse-<date>.md.
 *
 * With `--baseline <dir>`, another checkout that has been built (`npm run build` there: apps/api/dist
 * and apps/web/dist) is audited too, the two taking turns run by run, and the table shows both
 * (written to lighthouse-<date>-vs-baseline.md).
 *
 * `--pages checkout,player` audits only the pages named; `--keep-json` writes each run's Lighthouse JSON
 * to bench/results/ (for debugging one run's trace or LCP element).
 *
 *   npm run bench:lighthouse -- [--runs 5] [--baseline ../previous-checkout] [--pages a,b] [--keep-json]
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { root } from './harness.js';
import { pagesToAudit } from './lighthouse-pages.js';
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
  describeBuild,
  launchChrome,
  type Page,
  type Running,
  setTokenCookie,
  startApp,
} from './lighthouse-setup.js';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    baseline: { type: 'string' },
    pages: { type: 'string' },
    'keep-json': { type: 'boolean', default: false },
  },
});
const onlyPages = values.pages ? new Set(values.pages.split(',').map((name) => name.trim())) : null;
const keepJson = values['keep-json'] ?? false;
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a positive whole number (got ${values.runs})`);
// npm runs the script in bench/; a relative --baseline means one from where the command was typed.
const baselineRoot = values.baseline
  ? path.resolve(process.env.INIT_CWD ?? process.cwd(), values.baseline)
  : null;

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
    if (keepJson) saveJson(page, result.lhr);
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

let jsonCount = 0;
/** `--keep-json`: one run's full Lighthouse report, numbered in the order the runs were made. */
function saveJson(page: Page, lhr: object): void {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(root, 'bench/results', `lighthouse-${page.name}-${stamp}-${++jsonCount}.json`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(lhr));
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

/** A build under audit: this checkout, or the baseline it is compared with. */
interface Build {
  root: string;
  label: string;
  app?: Running;
  pages: Page[];
  results: PageResult[];
}

const builds: Build[] = [root, ...(baselineRoot ? [baselineRoot] : [])].map((buildRoot) => ({
  root: buildRoot,
  label: describeBuild(buildRoot),
  pages: [],
  results: [],
}));

const loadAtStart = loadavg()[0] ?? 0;
try {
  for (const build of builds) {
    build.app = await startApp(build.root);
    const pages = await pagesToAudit(build.app.base);
    build.pages = onlyPages ? pages.filter((page) => onlyPages.has(page.name)) : pages;
  }
  for (const [index, page] of (builds[0]?.pages ?? []).entries()) {
    const pageRuns: Run[][] = builds.map(() => []);
    // The builds take turns (A, B, A, B…), so a burst of load on the machine hits both alike.
    for (let i = 0; i < runs; i++) {
      for (const [b, build] of builds.entries()) {
        const own = build.pages[index];
        if (!build.app || own?.name !== page.name) throw new Error(`${build.root}: no ${page.name} page`);
        const run = await auditWithRetry(build.app, own);
        pageRuns[b]?.push(run);
        const who = builds.length > 1 ? ` [${build.label}]` : '';
        console.log(
          `${own.name} ${own.path}${who} run ${i + 1}/${runs}: performance ${run.scores.performance}`,
        );
      }
    }
    for (const [b, build] of builds.entries())
      build.results.push(medianOf(page.name, build.pages[index]?.path ?? page.path, pageRuns[b] ?? []));
  }
} finally {
  for (const build of builds) await build.app?.stop();
}

const date = new Date().toISOString().slice(0, 10);
const report = markdown(builds, {
  date,
  lighthouse: lighthouseVersion,
  chrome: chromeVersion,
  runs,
  load: [loadAtStart, loadavg()[0] ?? 0],
});
const file = path.join(root, 'bench/results', `lighthouse-${date}${baselineRoot ? '-vs-baseline' : ''}.md`);
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, report);
console.log(`\n${table(builds)}\n`);
for (const build of builds) {
  for (const page of build.results) {
    const failing = page.median.failing.slice(0, 5).join('; ') || 'no failing audits';
    console.log(`${page.name}${builds.length > 1 ? ` [${build.label}]` : ''}: ${failing}`);
  }
}
console.log(`\nWritten to ${path.relative(root, file)}`);
