/** One scenario against the app and against the bare baseline, and the Markdown report of them all. */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  type Engine,
  type LoadOptions,
  load,
  type Request,
  type Result,
  root,
  SERVER_CORE,
} from './harness.js';

const BARE_PORT = 3901;

export interface Scenario extends Request {
  name: string;
  path: string;
}

export interface Row {
  scenario: string;
  app: Result;
  baseline: Result;
  share: number;
}

/** Loads one scenario on the app, then on a bare server answering the app's own bytes for it. */
export async function compare(
  engine: Engine,
  base: string,
  scenario: Scenario,
  options: LoadOptions,
): Promise<Row> {
  const response = await fetch(base + scenario.path, {
    method: scenario.method ?? 'GET',
    headers: {
      ...(scenario.token ? { 'x-access-token': scenario.token } : {}),
      ...(scenario.body ? { 'content-type': 'application/json' } : {}),
      ...(scenario.accept ? { accept: scenario.accept } : {}),
    },
    body: scenario.body,
  });
  if (!response.ok) throw new Error(`${scenario.name}: ${response.status} ${await response.text()}`);
  // The bare server answers with the app's own type too: a page is HTML, an API answer JSON.
  const contentType = response.headers.get('content-type') ?? 'application/json; charset=utf-8';
  const bodyFile = path.join(engine.env.DATA_DIR, 'bench-body');
  writeFileSync(bodyFile, Buffer.from(await response.arrayBuffer()));
  const app = load(base + scenario.path, options, scenario);
  const bare = spawn(
    'taskset',
    [
      '-c',
      SERVER_CORE,
      process.execPath,
      path.join(root, 'bench/bare-server.mjs'),
      String(BARE_PORT),
      bodyFile,
      contentType,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve) => bare.stdout?.once('data', resolve));
  const baseline = load(`http://127.0.0.1:${BARE_PORT}${scenario.path}`, options, {
    ...scenario,
    token: undefined,
  });
  bare.kill();
  const row = {
    scenario: scenario.name,
    app,
    baseline,
    share: app.requestsPerSecond / baseline.requestsPerSecond,
  };
  console.log(
    `[${engine.name}] ${row.scenario}: ${app.requestsPerSecond.toFixed(0)} req/s (p99 ${app.p99} ms, errors ${app.errors}) vs bare ${baseline.requestsPerSecond.toFixed(0)} req/s = ${(100 * row.share).toFixed(0)}%`,
  );
  return row;
}

/** The median of several runs of one scenario: the app's median run and the baseline's, each whole. */
export function medianRow(runs: Row[]): Row {
  const middle = <T>(items: T[], rate: (item: T) => number): T =>
    [...items].sort((a, b) => rate(a) - rate(b))[Math.floor(items.length / 2)] as T;
  const first = runs[0];
  if (!first) throw new Error('medianRow: no runs');
  const app = middle(runs, (run) => run.app.requestsPerSecond).app;
  const baseline = middle(runs, (run) => run.baseline.requestsPerSecond).baseline;
  return {
    scenario: first.scenario,
    app,
    baseline,
    share: app.requestsPerSecond / baseline.requestsPerSecond,
  };
}

/**
 * The Markdown table of every engine's rows (and any `extra` lines after it), written to
 * bench/results/<name>-<date and time>.md, so a run never overwrites an earlier one.
 */
export function writeReport(
  name: string,
  intro: string,
  results: { engine: string; rows: Row[] }[],
  extra: string[] = [],
): void {
  const lines = [
    `# bench/${name} — ${new Date().toISOString()}`,
    '',
    intro,
    '',
    '| engine | scenario | app req/s | app p50 ms | app p99 ms | errors | bare req/s | app / bare |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const { engine, rows } of results) {
    for (const row of rows) {
      lines.push(
        `| ${engine} | ${row.scenario} | ${row.app.requestsPerSecond.toFixed(0)} | ${row.app.p50} | ${row.app.p99} | ${row.app.errors} | ${row.baseline.requestsPerSecond.toFixed(0)} | ${(100 * row.share).toFixed(0)}% |`,
      );
    }
  }
  if (extra.length > 0) lines.push('', ...extra);
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  const stamp = new Date().toISOString().slice(0, 16).replace(':', '');
  const file = path.join(root, 'bench/results', `${name}-${stamp}.md`);
  writeFileSync(file, `${lines.join('\n')}\n`);
  console.log(`\n${lines.join('\n')}\n\nWritten to ${path.relative(root, file)}`);
}
