import type { Reporter, TestCase, TestModule, Vitest } from 'vitest/node';

export interface SkipSummaryOptions {
  /** The reason for a project's skipped tests when a test names none (e.g. the browser journeys). */
  projectReasons?: Record<string, string>;
}

const NO_REASON = 'no reason given';

/**
 * Ends every run with one line naming what was skipped and why ("Skipped 412 tests: 398 PostgreSQL
 * (set TEST_DATABASE_URL), …"), or "Nothing skipped." A suite marks its reason with
 * `meta.skipReason` (apps/api/test/skips.ts).
 */
export default class SkipSummaryReporter implements Reporter {
  private vitest: Vitest | undefined;

  constructor(private readonly options: SkipSummaryOptions = {}) {}

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const pattern = this.vitest?.config.testNamePattern;
    const counts = new Map<string, number>();
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests()) {
        if (test.result().state !== 'skipped') continue;
        // A `-t` filter skips what it does not match; that is the caller's choice, not a gap.
        if (pattern && !pattern.test(test.fullName.replaceAll(' > ', ' '))) continue;
        const reason = this.reasonOf(test);
        counts.set(reason, (counts.get(reason) ?? 0) + 1);
      }
    }
    this.vitest?.logger.log(formatSkipLine(counts));
  }

  private reasonOf(test: TestCase): string {
    // The `skipReason` key is declared where suites set it (apps/api/test/skips.ts), not in this project.
    const own = (test.meta() as Record<string, unknown>).skipReason;
    if (typeof own === 'string' && own) return own;
    if (test.options.mode === 'todo') return 'marked todo';
    return this.options.projectReasons?.[test.project.name] ?? NO_REASON;
  }
}

/** "Skipped N tests: n reason, n reason", most first; "Nothing skipped." when there are none. */
export function formatSkipLine(counts: ReadonlyMap<string, number>): string {
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
  if (total === 0) return 'Nothing skipped.';
  const parts = [...counts].sort((a, b) => b[1] - a[1]).map(([reason, n]) => `${n} ${reason}`);
  return `Skipped ${total} test${total === 1 ? '' : 's'}: ${parts.join(', ')}`;
}
