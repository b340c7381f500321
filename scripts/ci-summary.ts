// CI's verdict: reads the Vitest JSON report, the allow-list of skips and the exit codes of the other
// checks, prints what failed, and ends with exactly one line "N passed, N failed" (exit 1 if N > 0).
// Usage: node --import tsx scripts/ci-summary.ts <report.json> <allowed-skips.txt> lint=0 typecheck=0 tests=0
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The parts of Vitest's JSON report this reads. */
export interface JsonReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { ancestorTitles: string[]; title: string; status: string }[];
  }[];
}

/** A check other than the tests (lint, typecheck) or the test command itself, with its exit status. */
export interface Check {
  name: string;
  status: number;
}

export interface Summary {
  passed: number;
  failed: number;
  /** One line for each failure, and notes (allowed skips, stale allow-list entries). */
  lines: string[];
}

const SKIPPED = new Set(['skipped', 'pending', 'todo']);

/** The name a skip is allowed by: "file > suite > … > test", the file relative to the repository. */
export const testKey = (root: string, file: string, titles: string[]): string =>
  [path.relative(root, file).split(path.sep).join('/'), ...titles].join(' > ');

/** Parses the allow-list: "name<TAB>reason" a line; blank lines and "#" comments ignored. */
export function parseAllowedSkips(text: string): { allowed: Map<string, string>; malformed: string[] } {
  const allowed = new Map<string, string>();
  const malformed: string[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    const [name = '', reason = ''] = line.split('\t');
    if (name.trim() && reason.trim()) allowed.set(name.trim(), reason.trim());
    else malformed.push(line);
  }
  return { allowed, malformed };
}

/** Every failing check, test, broken file and unlisted skip counts as one failure. */
export function summarise(
  root: string,
  report: JsonReport | null,
  allowedText: string,
  checks: Check[],
  testCommand: Check,
): Summary {
  const lines: string[] = [];
  let failed = 0;
  const fail = (line: string) => {
    failed += 1;
    lines.push(`FAILED: ${line}`);
  };
  for (const check of checks) if (check.status !== 0) fail(`${check.name} (exit ${check.status})`);
  const { allowed, malformed } = parseAllowedSkips(allowedText);
  for (const line of malformed) fail(`allow-list line without "name<TAB>reason": ${line}`);
  if (!report) {
    fail(`${testCommand.name} wrote no test report (exit ${testCommand.status})`);
    return { passed: 0, failed, lines };
  }
  const failedBefore = failed;
  failed += report.numFailedTests;
  const unused = new Set(allowed.keys());
  for (const file of report.testResults) {
    const tests = file.assertionResults;
    // A file that fails to load, or whose hooks fail, may have no failing test of its own.
    if (file.status === 'failed' && !tests.some((t) => t.status === 'failed')) {
      fail(`${path.relative(root, file.name)}: ${file.message || 'the file failed outside its tests'}`);
    }
    for (const test of tests) {
      if (!SKIPPED.has(test.status)) continue;
      const key = testKey(root, file.name, [...test.ancestorTitles, test.title]);
      const reason = allowed.get(key);
      unused.delete(key);
      if (reason) lines.push(`skipped (allowed: ${reason}): ${key}`);
      else fail(`skipped, and not in the allow-list: ${key}`);
    }
  }
  for (const key of unused) lines.push(`note: the allow-list names a test that was not skipped: ${key}`);
  if (testCommand.status !== 0 && failed === failedBefore) {
    fail(`${testCommand.name} exited ${testCommand.status} with no failing test (an unhandled error?)`);
  }
  return { passed: report.numPassedTests, failed, lines };
}

/** The report, or null when it is missing or cut short (the run died while writing it). */
function readReport(file: string): JsonReport | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as JsonReport;
  } catch {
    return null;
  }
}

function main(args: string[]): number {
  const [reportFile = '', allowedFile = '', ...checkArgs] = args;
  const checks = checkArgs.map((arg) => {
    const [name = arg, status = '1'] = arg.split('=');
    return { name, status: Number(status) };
  });
  const testCommand = checks.find((check) => check.name === 'tests') ?? { name: 'tests', status: 1 };
  const allowedText = existsSync(allowedFile) ? readFileSync(allowedFile, 'utf8') : '';
  const others = checks.filter((check) => check !== testCommand);
  const summary = summarise(process.cwd(), readReport(reportFile), allowedText, others, testCommand);
  for (const line of summary.lines) console.log(line);
  console.log(`${summary.passed} passed, ${summary.failed} failed`);
  return summary.failed > 0 ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main(process.argv.slice(2));
}
