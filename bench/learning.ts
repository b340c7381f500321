/**
 * bench/learning: studying a course under load for a signed-in learner who owns courses (the sample
 * learner `seed:large` names), beside a bare node:http server sending the same bytes. Same setup as
 * bench/catalogue: SQLite, plus PostgreSQL when BENCH_DATABASE_URL is set; server and load on their
 * own cores. `chapter/progress` is a write: every request records the visit (idempotent position).
 *
 *   npm run bench:learning -- [--courses 10000] [--learners 100000] [--seconds 20] [--connections 50]
 */
import { parseArgs } from 'node:util';
import { compare, type Row, writeReport } from './compare.js';
import { type Engine, engines, LOAD_CORE, SERVER_CORE, seedOnce, withServer } from './harness.js';

const { values } = parseArgs({
  options: {
    courses: { type: 'string', default: '10000' },
    learners: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
  },
});

/** Password of every `seed:large` learner. */
const BENCH_PASSWORD = 'coursewise-bench';

interface LearningCourse {
  course: { id: string };
  lastChapterId: string | null;
  nextChapterId: string | null;
}

async function signIn(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/user/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in as ${email}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function benchEngine(engine: Engine): Promise<Row[]> {
  const learner = seedOnce(engine, values.courses, values.learners);
  if (!learner) {
    throw new Error(
      `[${engine.name}] this database was seeded before seed:large named a sample learner: delete ${engine.env.DATA_DIR} (and empty the PostgreSQL database) to reseed`,
    );
  }
  return withServer(engine, async (base) => {
    const token = await signIn(base, learner);
    const courses = (await (
      await fetch(`${base}/api/learning/courses`, { headers: { 'x-access-token': token } })
    ).json()) as { data: { items: LearningCourse[] } };
    const studied = courses.data.items.find((c) => c.lastChapterId) ?? courses.data.items[0];
    const chapterId = studied?.nextChapterId;
    if (!studied || !chapterId) throw new Error(`${learner} owns no course with chapters`);
    const scenarios = [
      { name: 'learning/courses', path: '/api/learning/courses', token },
      { name: 'course/purchase-details', path: `/api/course/purchase-details/${studied.course.id}`, token },
      { name: 'chapter/details', path: `/api/chapter/details/${chapterId}`, token },
      {
        name: 'chapter/progress (write)',
        path: '/api/chapter/progress',
        token,
        method: 'POST' as const,
        body: JSON.stringify({ chapterId, positionSeconds: 30 }),
      },
    ];
    const rows: Row[] = [];
    for (const scenario of scenarios) rows.push(await compare(engine, base, scenario, values));
    return rows;
  });
}

const results = [];
for (const engine of engines) results.push({ engine: engine.name, rows: await benchEngine(engine) });
writeReport(
  'learning',
  `${values.courses} courses, ${values.learners} learners, signed in as a learner who owns courses; ${values.connections} connections, ${values.seconds} s per run; server on core ${SERVER_CORE}, load on core ${LOAD_CORE}.`,
  results,
);
