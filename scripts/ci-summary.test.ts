import { describe, expect, it } from 'vitest';
import { type JsonReport, parseAllowedSkips, summarise } from './ci-summary.js';
import { formatSkipLine } from './skip-summary-reporter.js';

const root = '/repo';
const tests = { name: 'tests', status: 0 };
const passing = (title: string) => ({ ancestorTitles: ['cart [sqlite]'], title, status: 'passed' });
const skipped = (title: string) => ({ ancestorTitles: ['cart [postgres]'], title, status: 'skipped' });

function report(assertionResults: JsonReport['testResults'][number]['assertionResults']): JsonReport {
  return {
    numPassedTests: assertionResults.filter((t) => t.status === 'passed').length,
    numFailedTests: assertionResults.filter((t) => t.status === 'failed').length,
    testResults: [
      {
        name: '/repo/apps/api/src/cart.test.ts',
        status: assertionResults.some((t) => t.status === 'failed') ? 'failed' : 'passed',
        assertionResults,
      },
    ],
  };
}

describe('the CI summary', () => {
  it('counts passes and nothing else when all is green', () => {
    const summary = summarise(root, report([passing('adds'), passing('removes')]), '', [], tests);
    expect(summary).toEqual({ passed: 2, failed: 0, lines: [] });
  });

  it('fails a skipped test that the allow-list does not name', () => {
    const summary = summarise(root, report([passing('adds'), skipped('adds')]), '', [], tests);
    expect(summary.passed).toBe(1);
    expect(summary.failed).toBe(1);
    expect(summary.lines).toEqual([
      'FAILED: skipped, and not in the allow-list: apps/api/src/cart.test.ts > cart [postgres] > adds',
    ]);
  });

  it('lets a listed skip pass with its reason, and notes a listed test that ran', () => {
    const allowed = [
      '# comment',
      'apps/api/src/cart.test.ts > cart [postgres] > adds\tno PostgreSQL 9 here',
      'apps/api/src/cart.test.ts > cart [sqlite] > gone\tflaky',
    ].join('\n');
    const summary = summarise(root, report([skipped('adds')]), allowed, [], tests);
    expect(summary.failed).toBe(0);
    expect(summary.lines).toEqual([
      'skipped (allowed: no PostgreSQL 9 here): apps/api/src/cart.test.ts > cart [postgres] > adds',
      'note: the allow-list names a test that was not skipped: apps/api/src/cart.test.ts > cart [sqlite] > gone',
    ]);
  });

  it('counts a failing lint or typecheck as one failure each', () => {
    const checks = [
      { name: 'lint', status: 1 },
      { name: 'typecheck', status: 2 },
    ];
    const summary = summarise(root, report([passing('adds')]), '', checks, tests);
    expect(summary).toEqual({
      passed: 1,
      failed: 2,
      lines: ['FAILED: lint (exit 1)', 'FAILED: typecheck (exit 2)'],
    });
  });

  it('counts a file that failed outside its tests, and a run that failed without a failing test', () => {
    const broken = report([]);
    broken.testResults[0] = {
      ...(broken.testResults[0] as JsonReport['testResults'][number]),
      status: 'failed',
    };
    broken.testResults[0].message = 'Cannot find module';
    const summary = summarise(root, broken, '', [], { name: 'tests', status: 1 });
    expect(summary.failed).toBe(1);
    expect(summary.lines).toEqual(['FAILED: apps/api/src/cart.test.ts: Cannot find module']);
    const unhandled = summarise(root, report([passing('adds')]), '', [], { name: 'tests', status: 1 });
    expect(unhandled.lines).toEqual(['FAILED: tests exited 1 with no failing test (an unhandled error?)']);
  });

  it('fails when there is no report at all', () => {
    const summary = summarise(root, null, '', [{ name: 'lint', status: 0 }], { name: 'tests', status: 1 });
    expect(summary).toEqual({ passed: 0, failed: 1, lines: ['FAILED: tests wrote no test report (exit 1)'] });
  });

  it('refuses an allow-list line without a reason', () => {
    expect(parseAllowedSkips('a > b\n\nc > d\t  \ne > f\twhy').malformed).toEqual(['a > b', 'c > d\t  ']);
  });
});

describe('the skip line', () => {
  it('names each reason with its count, most first', () => {
    const counts = new Map([
      ['Redis (set TEST_REDIS_URL)', 2],
      ['PostgreSQL (set TEST_DATABASE_URL)', 398],
    ]);
    expect(formatSkipLine(counts)).toBe(
      'Skipped 400 tests: 398 PostgreSQL (set TEST_DATABASE_URL), 2 Redis (set TEST_REDIS_URL)',
    );
    expect(formatSkipLine(new Map([['Redis (set TEST_REDIS_URL)', 1]]))).toBe(
      'Skipped 1 test: 1 Redis (set TEST_REDIS_URL)',
    );
  });

  it('says so when nothing was skipped', () => {
    expect(formatSkipLine(new Map())).toBe('Nothing skipped.');
  });
});
