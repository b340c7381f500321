import fc from 'fast-check';
import { expect, it } from 'vitest';
import { call, useTestApp } from '../../test/helper.js';
import type { DialectName } from '../db/database.js';
import { FuzzSender, pollutionProblems } from './fuzz-checks.js';
import { FuzzFixtures } from './fuzz-fixtures.js';
import { documentedOperations, type Operation } from './openapi-operations.js';
import { requestsFor } from './request-arbitraries.js';

// The route fuzzer (issue 11): every operation of the app's own OpenAPI document gets valid and hostile
// requests, anonymously, as a learner and as an admin (the studio's also as an instructor). Seeded, so a
// run is repeatable:
//   FUZZ_SEED=<n>            another seed (the default is fixed)
//   FUZZ_RUNS=<n>            requests per operation (the default keeps both engines near a minute)
//   FUZZ_OPERATION=<text>    only the operations whose label contains it (to replay a failure)
//   FUZZ_PATH=<path>         with FUZZ_OPERATION, fast-check's path of the failing case
const SEED = Number(process.env.FUZZ_SEED ?? 20_251_111);
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
if (!Number.isSafeInteger(SEED) || !Number.isSafeInteger(RUNS) || RUNS < 1)
  throw new Error('FUZZ_SEED and FUZZ_RUNS must be whole numbers (FUZZ_RUNS at least 1)');
const ONLY = process.env.FUZZ_OPERATION;
const PATH = process.env.FUZZ_PATH;

/** Each operation's own seed, from the run's seed and its label: adding a route changes no other's requests. */
function seedFor(label: string): number {
  let hash = 0x811c9dc5;
  for (const char of label) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193);
  return (hash ^ SEED) | 0;
}

function failureReport<T>(op: Operation, details: fc.RunDetails<T>): string {
  const replay = `FUZZ_SEED=${SEED} FUZZ_OPERATION='${op.label}' FUZZ_PATH='${details.counterexamplePath ?? ''}'`;
  const error =
    details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  return `${op.label} failed (seed ${SEED}); replay with ${replay}\n${fc.defaultReportMessage(details) ?? ''}\n${error}`;
}

/** The fuzzer's suite on one engine; a file per engine runs it, so both run at once in two workers. */
export function routeFuzzSuite(dialect: DialectName): void {
  const t = useTestApp(dialect);

  it('answers every documented operation, valid or hostile, with no 5xx and every refusal as {message, code, errors?}', {
    timeout: 240_000,
  }, async () => {
    const started = Date.now();
    const fixtures = await FuzzFixtures.create(t.app);
    const documented = await documentedOperations(t.app);
    const operations = documented.filter((op) => !ONLY || op.label.includes(ONLY));
    const sender = new FuzzSender(t.app, fixtures);
    const failures: string[] = [];
    for (const op of operations) {
      const property = fc.asyncProperty(requestsFor(op, fixtures.knownFor(op)), (request) =>
        sender.check(request),
      );
      const details = await fc.check(property, {
        seed: seedFor(op.label),
        numRuns: RUNS,
        ...(PATH && ONLY ? { path: PATH } : {}),
      });
      if (details.failed) failures.push(failureReport(op, details));
    }
    const { requests, byClass } = sender.totals;
    const classes = Object.entries(byClass)
      .sort()
      .map(([name, count]) => `${name} ${count}`)
      .join(', ');
    console.log(
      `route fuzzer [${dialect}]: ${requests} requests over ${operations.length} operations, ` +
        `5xx = ${byClass['5xx'] ?? 0} (${classes}; seed ${SEED}; accounts re-created: ` +
        `learner ${fixtures.recreated.learner}, admin ${fixtures.recreated.admin}, ` +
        `instructor ${fixtures.recreated.instructor}; ${Date.now() - started} ms)`,
    );
    expect(failures, failures.join('\n\n')).toHaveLength(0);
    expect(byClass['5xx'] ?? 0).toBe(0);
    if (!ONLY) expect(operations.length).toBeGreaterThanOrEqual(100);
    expect(requests).toBeGreaterThanOrEqual(operations.length * RUNS);
  });

  it('lets no __proto__ or constructor key reach a prototype or grant a role', {
    timeout: 60_000,
  }, async () => {
    const fixtures = await FuzzFixtures.create(t.app);
    const operations = await documentedOperations(t.app);
    const bodies = [
      '{"__proto__":{"isAdmin":true,"role":"admin","polluted":"yes"}}',
      '{"constructor":{"prototype":{"isAdmin":true,"role":"admin","polluted":"yes"}}}',
    ];
    const answers: string[] = [];
    for (const op of operations.filter((o) => 'application/json' in o.bodies)) {
      const url = op.path.replace(/\{[^}]+\}/g, fixtures.known.ids[0] ?? 'x');
      for (const identity of ['anonymous', 'learner'] as const) {
        for (const payload of bodies) {
          const response = await call(t.app, {
            method: op.method,
            url,
            payload,
            headers: { 'content-type': 'application/json' },
            token: fixtures.tokenFor(identity),
          });
          if (response.statusCode < 400 || response.statusCode >= 500)
            answers.push(`${op.label} as ${identity}: ${response.statusCode}`);
        }
      }
    }
    // Every JSON route refuses such a body before its handler runs.
    expect(answers).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(pollutionProblems()).toEqual([]);
    const profile = await call(t.app, {
      method: 'GET',
      url: '/api/user/profile',
      token: fixtures.tokenFor('learner'),
    });
    expect(profile.json()).toMatchObject({ data: { role: 'learner' } });
    const adminList = await call(t.app, {
      method: 'GET',
      url: '/api/admin/users',
      token: fixtures.tokenFor('learner'),
    });
    expect(adminList.statusCode).toBe(403);
  });

  it('still answers GET /api/health after the fuzzing', async () => {
    const response = await call(t.app, { method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
}
