/**
 * bench/catalogue: the catalogue API under load, beside a bare node:http server sending the same bytes.
 * Server and load generator are pinned to different cores (taskset). Runs on SQLite and, when
 * BENCH_DATABASE_URL is set, on PostgreSQL; each database is filled once by `seed:large`.
 *
 *   npm run bench -- [--courses 10000] [--learners 100000] [--seconds 20] [--connections 50]
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    courses: { type: 'string', default: '10000' },
    learners: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
  },
});
const SERVER_CORE = '0';
const LOAD_CORE = '1';

interface Result {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  total: number;
}

const engines = [
  { name: 'sqlite', env: { DATA_DIR: path.join(root, 'bench/.data/sqlite'), DATABASE_URL: '' } },
  ...(process.env.BENCH_DATABASE_URL
    ? [
        {
          name: 'postgres',
          env: {
            DATA_DIR: path.join(root, 'bench/.data/postgres'),
            DATABASE_URL: process.env.BENCH_DATABASE_URL,
          },
        },
      ]
    : []),
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: server exited`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await sleep(200);
  }
  throw new Error(`${url} did not answer`);
}

function load(url: string, token?: string): Result {
  const out = execFileSync(
    'taskset',
    [
      '-c',
      LOAD_CORE,
      process.execPath,
      path.join(root, 'bench/load.mjs'),
      url,
      values.seconds,
      values.connections,
      ...(token ? [token] : []),
    ],
    {
      encoding: 'utf8',
    },
  );
  return JSON.parse(out) as Result;
}

async function signUp(base: string): Promise<string> {
  const email = `bench.${Date.now()}@example.com`;
  const password = 'bench-password-violet-harbour';
  const post = (p: string, body: unknown) =>
    fetch(`${base}/api/${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post('user/signup', { email, password });
  const outbox = (await (await fetch(`${base}/api/dev/outbox`)).json()) as {
    data: { to: string; text: string }[];
  };
  const code = outbox.data.find((m) => m.to === email)?.text.match(/\b(\d{6})\b/)?.[1];
  const verified = (await (await post('user/verify-signup', { email, code })).json()) as {
    data: { token: string };
  };
  return verified.data.token;
}

async function benchEngine(engine: (typeof engines)[number]) {
  mkdirSync(engine.env.DATA_DIR, { recursive: true });
  const env = {
    ...process.env,
    ...engine.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    PORT: '3900',
    HOST: '127.0.0.1',
  };
  const marker = path.join(engine.env.DATA_DIR, `seeded-${values.courses}-${values.learners}`);
  if (!existsSync(marker)) {
    console.log(`[${engine.name}] seeding ${values.courses} courses and ${values.learners} learners…`);
    execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'apps/api/src/seed/seed-large.ts',
        '--courses',
        values.courses,
        '--learners',
        values.learners,
      ],
      {
        cwd: root,
        env,
        stdio: 'inherit',
      },
    );
    writeFileSync(marker, new Date().toISOString());
  }
  const server = spawn(
    'taskset',
    ['-c', SERVER_CORE, process.execPath, path.join(root, 'apps/api/dist/main.js')],
    { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const base = 'http://127.0.0.1:3900';
  try {
    await waitFor(`${base}/api/health`, server);
    const token = await signUp(base);
    const list = (await (await fetch(`${base}/api/course/list?limit=1`)).json()) as {
      data: { items: { slug: string }[] };
    };
    const slug = list.data.items[0]?.slug ?? '';
    const category =
      ((await (await fetch(`${base}/api/category/list`)).json()) as { data: { slug: string }[] }).data[0]
        ?.slug ?? '';
    const scenarios = [
      { name: 'course/list anonymous', path: '/api/course/list' },
      { name: 'course/list with token', path: '/api/course/list', token },
      { name: 'course/list searched', path: '/api/course/list?search=python' },
      {
        name: 'course/list filtered',
        path: `/api/course/list?category=${category}&level=beginner&minPrice=1000&maxPrice=5000&sort=price_asc`,
      },
      { name: 'course/list page 500', path: '/api/course/list?page=500' },
      { name: 'course/details', path: `/api/course/details?slug=${slug}` },
    ];
    const rows = [];
    for (const scenario of scenarios) {
      const response = await fetch(base + scenario.path, {
        headers: scenario.token ? { 'x-access-token': scenario.token } : {},
      });
      const bodyFile = path.join(engine.env.DATA_DIR, 'bench-body.json');
      writeFileSync(bodyFile, Buffer.from(await response.arrayBuffer()));
      const app = load(base + scenario.path, scenario.token);
      const bare = spawn(
        'taskset',
        [
          '-c',
          SERVER_CORE,
          process.execPath,
          path.join(root, 'bench/bare-server.mjs'),
          '3901',
          bodyFile,
          'application/json; charset=utf-8',
        ],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      await new Promise((resolve) => bare.stdout?.once('data', resolve));
      const baseline = load(`http://127.0.0.1:3901${scenario.path}`);
      bare.kill();
      rows.push({
        scenario: scenario.name,
        app,
        baseline,
        share: app.requestsPerSecond / baseline.requestsPerSecond,
      });
      console.log(
        `[${engine.name}] ${scenario.name}: ${app.requestsPerSecond.toFixed(0)} req/s (p99 ${app.p99} ms, errors ${app.errors}) vs bare ${baseline.requestsPerSecond.toFixed(0)} req/s = ${(100 * (app.requestsPerSecond / baseline.requestsPerSecond)).toFixed(0)}%`,
      );
    }
    return rows;
  } finally {
    server.kill('SIGTERM');
    await sleep(500);
  }
}

const report: string[] = [
  `# bench/catalogue — ${new Date().toISOString()}`,
  '',
  `${values.courses} courses, ${values.learners} learners, ${values.connections} connections, ${values.seconds} s per run; server on core ${SERVER_CORE}, load on core ${LOAD_CORE}.`,
  '',
];
report.push(
  '| engine | scenario | app req/s | app p50 ms | app p99 ms | errors | bare req/s | app / bare |',
  '|---|---|---|---|---|---|---|---|',
);
for (const engine of engines) {
  for (const row of await benchEngine(engine)) {
    report.push(
      `| ${engine.name} | ${row.scenario} | ${row.app.requestsPerSecond.toFixed(0)} | ${row.app.p50} | ${row.app.p99} | ${row.app.errors} | ${row.baseline.requestsPerSecond.toFixed(0)} | ${(100 * row.share).toFixed(0)}% |`,
    );
  }
}
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
const file = path.join(root, 'bench/results', `catalogue-${new Date().toISOString().slice(0, 10)}.md`);
writeFileSync(file, `${report.join('\n')}\n`);
console.log(`\n${report.join('\n')}\n\nWritten to ${path.relative(root, file)}`);
