import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { waitForLivePages } from './hydration.js';
import { finishTrace, startTrace } from './trace.js';
import { waitFor } from './wait.js';

export interface Journey {
  baseUrl: string;
  page: Page;
  context: BrowserContext;
}

/**
 * One Chromium per test file and a fresh context (cookies, storage) per test, traced; the trace is
 * kept only when the test fails (trace.ts). Returns a holder whose fields are filled before each test.
 */
export function useBrowser(): Journey {
  const journey = {} as Journey;
  let browser: Browser;
  beforeAll(async () => {
    const chromePath = inject('chromePath');
    if (!chromePath) return;
    browser = await chromium.launch({
      executablePath: chromePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    // Every context a journey opens, its own or a second visitor's, waits for pages to be live.
    const newContext = browser.newContext.bind(browser);
    browser.newContext = async (options) => {
      const context = await newContext(options);
      waitForLivePages(context);
      return context;
    };
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    journey.baseUrl = inject('baseUrl');
    journey.context = await browser.newContext({
      baseURL: journey.baseUrl,
      viewport: { width: 1280, height: 800 },
    });
    journey.page = await journey.context.newPage();
    journey.page.setDefaultTimeout(10_000);
    await startTrace(journey.context);
  });
  afterEach(async (test) => {
    if (!journey.context) return;
    await finishTrace(journey.context, journey.page, test);
    await journey.context.close();
  });
  return journey;
}

export const hasChrome = (): boolean => Boolean(inject('chromePath'));

let counter = 0;
export const uniqueEmail = (prefix = 'e2e') =>
  `${prefix}.${Date.now().toString(36)}${(counter++).toString(36)}@example.com`;

export interface OutboxFilter {
  /** Only mails whose subject matches, e.g. /password reset code/ (mails without a code are skipped anyway). */
  subject?: RegExp;
}

/** The newest 6-digit code the dev outbox holds for `to` (newest first), optionally of one kind of mail. */
export async function readCodeFromOutbox(
  baseUrl: string,
  to: string,
  filter: OutboxFilter = {},
): Promise<string> {
  let mailsTo = 0;
  return waitFor(
    async () => {
      const response = await fetch(`${baseUrl}/api/dev/outbox`);
      const { data } = (await response.json()) as { data: OutboxMail[] };
      const matching = data.filter(
        (m) => m.to.toLowerCase() === to.toLowerCase() && (!filter.subject || filter.subject.test(m.subject)),
      );
      mailsTo = matching.length;
      return matching.map((m) => m.text.match(/\b(\d{6})\b/)?.[1]).find((found) => found !== undefined);
    },
    // The mail is queued after the answer that asked for it, so it may take a moment to arrive.
    { timeout: 10_000, message: () => `No code was mailed to ${to} (${mailsTo} matching mails without one)` },
  );
}

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}
