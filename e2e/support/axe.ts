import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue, Result, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** axe-core's browser bundle, read once per test file. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, plus axe's best practices. */
const RUN_OPTIONS: RunOptions = {
  runOnly: {
    type: 'tag',
    values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'],
  },
  // Only the violations cross back to Node; passes and incomplete checks are the bulk of a report.
  resultTypes: ['violations'],
};

const FAILING: ReadonlySet<ImpactValue> = new Set<ImpactValue>(['serious', 'critical']);

declare global {
  interface Window {
    axe?: typeof import('axe-core');
  }
}

/**
 * Checks the page as it stands with axe-core and fails the test (softly: the journey goes on, so one
 * run lists every page state that fails) with each serious or critical violation: rule, impact, the
 * elements' selectors and what is wrong. `state` names the page state in the failure message.
 */
export async function expectAccessible(page: Page, state: string): Promise<void> {
  await settle(page);
  const results = await runAxe(page);
  const failures = results.violations.filter(
    (violation) => violation.impact && FAILING.has(violation.impact),
  );
  expect
    .soft(failures.flatMap(describeViolation), `axe: serious or critical violations on ${state}`)
    .toEqual([]);
}

/**
 * The app's content security policy refuses inline scripts, so axe is not added as a script tag:
 * evaluating its source through the DevTools protocol is not subject to the page's policy.
 */
async function runAxe(page: Page): Promise<AxeResults> {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(axeSource);
  return page.evaluate(async (options) => {
    const axe = window.axe;
    if (!axe) throw new Error('axe-core did not load into the page');
    const results = await axe.run(document, options);
    // Only what the report prints: the DOM-heavy parts of a result do not serialise well.
    return {
      violations: results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        nodes: violation.nodes.map((node) => ({ target: node.target, failureSummary: node.failureSummary })),
      })),
    } as AxeResults;
  }, RUN_OPTIONS);
}

/**
 * Waits for the page's short animations (a dialog fading in, a toast sliding in) to end, so colours
 * are measured as they rest. Long or endless ones (a toast's countdown bar, a loader) are not waited for.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  const settled = page.waitForFunction(
    () =>
      document.getAnimations().every((animation) => {
        if (animation.playState !== 'running') return true;
        const end = animation.effect?.getComputedTiming().endTime;
        return typeof end !== 'number' || !Number.isFinite(end) || end > 1_000;
      }),
    undefined,
    { timeout: 3_000, polling: 50 },
  );
  // Still moving after 3 s: check it as it is rather than fail on the animation.
  await settled.catch(() => undefined);
}

/** One line per element: "color-contrast (serious) .card > .rating: Element has insufficient …". */
function describeViolation(violation: Result): string[] {
  return violation.nodes.map((node) => {
    const summary = (node.failureSummary ?? violation.help).replace(/\s*\n\s*/g, ' ');
    return `${violation.id} (${violation.impact}) ${node.target.join(' ')}: ${summary}`;
  });
}
