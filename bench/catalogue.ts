/**
 * bench/catalogue: the catalogue API under load, anonymous and signed in, and the `/` and `/courses`
 * pages' HTML, each beside a bare node:http server sending the same bytes. Server and load generator
 * are pinned to different cores (taskset). Runs on SQLite and, when BENCH_DATABASE_URL is set, on
 * PostgreSQL; each database is filled once by `seed:large`. Signed-in rows use the sample learner
 * `seed:large` names (who owns courses), so the flags are a real learner's.
 *
 * With `--rounds N` every scenario runs N times, the scenarios taking turns, and each row is the
 * median round: on a machine shared with other work, rows compared with each other (signed in and
 * anonymous) then see the same conditions rather than whatever the machine did during their minute.
 *
 *   npm run bench -- [--courses 10000] [--learners 100000] [--seconds 20] [--connections 50] [--rounds 1]
 */
import { parseArgs } from 'node:util';
import { compare, medianRow, type Row, writeReport } from './compare.js';
import {
  type Engine,
  engines,
  LOAD_CORE,
  SERVER_CORE,
  seededValue,
  seedOnce,
  withServer,
} from './harness.js';

const { values } = parseArgs({
  options: {
    courses: { type: 'string', default: '10000' },
    learners: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '1' },
  },
});
const rounds = Math.max(1, Number(values.rounds));

/** Password of every `seed:large` learner. */
const BENCH_PASSWORD = 'coursewise-bench';

async function signIn(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/user/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in as ${email}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

const BROWSER_ENCODINGS = 'gzip, deflate, br';

/** Fills the learner's cart up to three courses they do not own (the cart survives between runs). */
async function fillCart(base: string, token: string): Promise<void> {
  const get = async <T>(p: string) =>
    (
      (await (await fetch(`${base}/api/${p}`, { headers: { 'x-access-token': token } })).json()) as {
        data: T;
      }
    ).data;
  const cart = await get<{ items: { id: string }[] }>('cart/list?currency=USD');
  const listed = await get<{ items: { id: string; price: number; isPurchased?: boolean }[] }>(
    'course/list?limit=20&sort=newest',
  );
  const inCart = new Set(cart.items.map((item) => item.id));
  const wanted = listed.items.filter((c) => c.price > 0 && !c.isPurchased && !inCart.has(c.id));
  for (const course of wanted.slice(0, Math.max(0, 3 - inCart.size))) {
    const response = await fetch(`${base}/api/cart/add-remove`, {
      method: 'POST',
      headers: { 'x-access-token': token, 'content-type': 'application/json' },
      body: JSON.stringify({ courseId: course.id }),
    });
    if (!response.ok) throw new Error(`cart/add-remove: ${response.status} ${await response.text()}`);
  }
}

async function benchEngine(engine: Engine): Promise<Row[]> {
  const learner = seedOnce(engine, values.courses, values.learners);
  // Issue 24: a chapter with 1,000 questions, read by the sample learner, who owns its course.
  const discussed = seededValue(engine, values.courses, values.learners, 'Discussed chapter');
  if (!learner || !discussed) {
    throw new Error(
      `[${engine.name}] this database was seeded before seed:large named a sample learner and a discussed chapter: delete ${engine.env.DATA_DIR} (and empty the PostgreSQL database) to reseed`,
    );
  }
  return withServer(engine, async (base) => {
    const token = await signIn(base, learner);
    await fillCart(base, token);
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
      { name: 'course/details anonymous', path: `/api/course/details?slug=${slug}` },
      { name: 'course/details with token', path: `/api/course/details?slug=${slug}`, token },
      { name: 'user/profile', path: '/api/user/profile', token },
      // Commerce (issue 22): the cart (three courses, priced in pounds) and the learner's purchases.
      { name: 'cart/list with token', path: '/api/cart/list?currency=GBP', token },
      { name: 'purchase/list with token', path: '/api/purchase/list', token },
      {
        name: 'discussion/list, 1,000 threads, with token',
        path: `/api/discussion/list?chapterId=${discussed}`,
        token,
      },
      // The pages as a browser asks for them (issue 28): server-rendered HTML, compressed, beside the
      // catalogue's JSON asked for the same way. (The bare server sends the bytes uncompressed.)
      { name: 'course/list anonymous, br', path: '/api/course/list', acceptEncoding: BROWSER_ENCODINGS },
      { name: '/courses HTML, br', path: '/courses', accept: 'text/html', acceptEncoding: BROWSER_ENCODINGS },
      { name: '/ HTML, br', path: '/', accept: 'text/html', acceptEncoding: BROWSER_ENCODINGS },
    ];
    const rows: Row[] = [];
    const runs: Row[][] = scenarios.map(() => []);
    for (let round = 0; round < rounds; round++) {
      for (const [i, scenario] of scenarios.entries())
        runs[i]?.push(await compare(engine, base, scenario, values));
    }
    for (const scenarioRuns of runs) rows.push(medianRow(scenarioRuns));
    return rows;
  });
}

/** The signed-in targets (issue 10), the catalogue page's (issue 28) and discussions' (issue 24), each a ratio of two rows of the same run. */
const targets = [
  {
    name: 'course/list with token ÷ course/list anonymous',
    row: 'course/list with token',
    of: 'course/list anonymous',
    min: 0.6,
  },
  {
    name: 'course/details with token ÷ course/details anonymous',
    row: 'course/details with token',
    of: 'course/details anonymous',
    min: 0.5,
  },
  { name: 'user/profile ÷ its bare server', row: 'user/profile', of: null, min: 0.35 },
  {
    name: 'discussion/list (1,000 threads) ÷ course/list anonymous',
    row: 'discussion/list, 1,000 threads, with token',
    of: 'course/list anonymous',
    min: 0.5,
  },
  {
    name: '/courses HTML ÷ course/list anonymous (both br)',
    row: '/courses HTML, br',
    of: 'course/list anonymous, br',
    min: 0.5,
  },
];

function targetLines(engine: string, rows: Row[]): string[] {
  const rate = (name: string) => rows.find((r) => r.scenario === name);
  return targets.map((target) => {
    const row = rate(target.row);
    const base = target.of ? rate(target.of)?.app : row?.baseline;
    const ratio = row && base ? row.app.requestsPerSecond / base.requestsPerSecond : Number.NaN;
    const verdict = ratio >= target.min ? 'met' : 'MISSED';
    return `| ${engine} | ${target.name} | ${ratio.toFixed(2)} | ≥ ${target.min} | ${verdict} |`;
  });
}

const results = [];
for (const engine of engines) results.push({ engine: engine.name, rows: await benchEngine(engine) });
writeReport(
  'catalogue',
  `${values.courses} courses, ${values.learners} learners, ${values.connections} connections, ${values.seconds} s per run${rounds > 1 ? `, median of ${rounds} interleaved rounds` : ''}; server on core ${SERVER_CORE}, load on core ${LOAD_CORE}.`,
  results,
  [
    '## Targets',
    '',
    '| engine | ratio | measured | target | |',
    '|---|---|---|---|---|',
    ...results.flatMap(({ engine, rows }) => targetLines(engine, rows)),
  ],
);
