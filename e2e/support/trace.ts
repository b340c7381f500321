import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import type { TestContext } from 'vitest';

const TRACE_DIR = 'test-results/traces';

/**
 * Starts recording what the test does: every action and assertion with the DOM before and after it
 * (the trace viewer draws the page from these), console and network. The filmstrip of screenshots
 * between actions is only recorded with E2E_TRACE_SCREENSHOTS=true: Chromium's screencast made the
 * journeys ~40 % slower on this machine, the DOM snapshots cost no measurable time.
 */
export async function startTrace(context: BrowserContext): Promise<void> {
  await context.tracing.start({ screenshots: process.env.E2E_TRACE_SCREENSHOTS === 'true', snapshots: true });
}

/**
 * Keeps the trace and a screenshot of the last page only when the test failed; a passing test's trace
 * is dropped without being written. Never throws: the test's own failure is what should be reported.
 */
export async function finishTrace(context: BrowserContext, page: Page, { task }: TestContext): Promise<void> {
  if (task.result?.state !== 'fail') {
    await context.tracing.stop().catch(() => undefined);
    return;
  }
  const file = path.basename(task.file.name).replace(/\.test\.ts$/, '');
  const base = path.join(TRACE_DIR, `${file}-${slug(task.fullTestName)}`);
  mkdirSync(TRACE_DIR, { recursive: true });
  await page.screenshot({ path: `${base}.png`, fullPage: true }).catch(() => undefined);
  try {
    await context.tracing.stop({ path: `${base}.zip` });
    console.log(`Trace of the failed test: npx playwright show-trace ${base}.zip (screenshot ${base}.png)`);
  } catch (error) {
    console.log(`The failed test's trace could not be saved: ${String(error)}`);
  }
}

/** A file name from a test's name: lower case words joined by dashes, short enough for any disk. */
const slug = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 100);
