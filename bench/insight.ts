/**
 * bench/insight: the insight endpoints (issue 23, item 5) on the best-selling course and the instructor
 * owning the most courses of `seed:large`: each request alone, one after another (a report is read by one
 * person, not under load), timed from the client; p50, p99 and max of `--requests` after 3 warm-ups.
 * SQLite, plus PostgreSQL when BENCH_DATABASE_URL is set; the server on its own core.
 *
 *   npm run bench:insight -- [--courses 10000] [--learners 100000] [--requests 40]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Engine, engines, root, SERVER_CORE, seededValue, seedOnce, withServer } from './harness.js';

const { values } = parseArgs({
  options: {
    courses: { type: 'string', default: '10000' },
    learners: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '40' },
  },
});
const BENCH_PASSWORD = 'coursewise-bench';
const BUDGET_MS = 200;

async function signIn(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/user/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in as ${email}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

interface Timing {
  scenario: string;
  p50: number;
  p99: number;
  max: number;
}

const at = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;

async function time(base: string, scenario: string, url: string, token: string): Promise<Timing> {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(base + url, { headers: { 'x-access-token': token } });
    const body = await response.text();
    if (!response.ok) throw new Error(`${scenario}: ${response.status} ${body}`);
    return performance.now() - started;
  };
  for (let i = 0; i < 3; i++) await once();
  const ms: number[] = [];
  for (let i = 0; i < Number(values.requests); i++) ms.push(await once());
  ms.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return { scenario, p50: round(at(ms, 0.5)), p99: round(at(ms, 0.99)), max: round(ms.at(-1) ?? 0) };
}

async function benchEngine(engine: Engine): Promise<Timing[]> {
  seedOnce(engine, values.courses, values.learners);
  const value = (label: string) => {
    const found = seededValue(engine, values.courses, values.learners, label);
    if (!found)
      throw new Error(
        `[${engine.name}] seed:large named no "${label}": delete ${engine.env.DATA_DIR} to reseed`,
      );
    return found;
  };
  const [adminEmail, instructorEmail, courseId] = [
    value('Bench admin'),
    value('Biggest instructor'),
    value('Best-selling course'),
  ];
  return withServer(engine, async (base) => {
    const [admin, instructor] = [await signIn(base, adminEmail), await signIn(base, instructorEmail)];
    const list = (await (
      await fetch(`${base}/api/admin/instructors?search=${encodeURIComponent(instructorEmail)}`, {
        headers: { 'x-access-token': admin },
      })
    ).json()) as { data: { items: { id: string; courses: number }[] } };
    const big = list.data.items[0];
    if (!big) throw new Error(`${instructorEmail} is not listed`);
    console.log(
      `[${engine.name}] biggest instructor teaches ${big.courses} courses; best seller ${courseId}`,
    );
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const year = `from=${day(Date.now() - 365 * 86_400_000)}&to=${day(Date.now())}`;
    const scenarios: [string, string, string][] = [
      ['studio course insight, 30 days by day', `/api/instructor/courses/${courseId}/insight`, instructor],
      [
        'studio course insight, 366 days by month',
        `/api/instructor/courses/${courseId}/insight?${year}&period=month`,
        instructor,
      ],
      [
        'admin course insight, 366 days by week',
        `/api/admin/courses/${courseId}/insight?${year}&period=week`,
        admin,
      ],
      ['admin instructors list, 20 a page, 30 days', '/api/admin/instructors?limit=20', admin],
      ['admin instructors list, 100 a page, 366 days', `/api/admin/instructors?limit=100&${year}`, admin],
      ['admin instructor insight (biggest), 30 days', `/api/admin/instructors/${big.id}/insight`, admin],
      [
        'admin instructor insight (biggest), 366 days by month',
        `/api/admin/instructors/${big.id}/insight?${year}&period=month`,
        admin,
      ],
    ];
    const rows: Timing[] = [];
    for (const [name, url, token] of scenarios) {
      rows.push(await time(base, name, url, token));
      console.log(`[${engine.name}] ${name}: p50 ${rows.at(-1)?.p50} ms, p99 ${rows.at(-1)?.p99} ms`);
    }
    return rows;
  });
}

const results: { engine: string; rows: Timing[] }[] = [];
for (const engine of engines) results.push({ engine: engine.name, rows: await benchEngine(engine) });
const lines = [
  `# Insight latency, ${new Date().toISOString().slice(0, 10)}`,
  '',
  `${values.courses} courses, ${values.learners} learners (\`seed:large\`), ${values.requests} requests per scenario one at a time after 3 warm-ups, server on core ${SERVER_CORE}. Budget: ${BUDGET_MS} ms.`,
  '',
];
for (const { engine, rows } of results) {
  lines.push(
    `## ${engine}`,
    '',
    '| Scenario | p50 ms | p99 ms | max ms | Within budget |',
    '|---|---:|---:|---:|---|',
  );
  for (const r of rows)
    lines.push(`| ${r.scenario} | ${r.p50} | ${r.p99} | ${r.max} | ${r.p99 < BUDGET_MS ? 'yes' : 'NO'} |`);
  lines.push('');
}
const file = path.join(root, 'bench/results', `insight-${new Date().toISOString().slice(0, 10)}.md`);
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, `${lines.join('\n')}\n`);
console.log(`Wrote ${file}`);
