import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';

export interface Journey {
  baseUrl: string;
  page: Page;
  context: BrowserContext;
}

/**
 * One Chromium per test file and a fresh context (cookies, storage) per test. Returns a holder whose
 * fields are filled before each test.
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
  });
  afterEach(async () => {
    await journey.context?.close();
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
  for (let tries = 0; tries < 20; tries++) {
    const response = await fetch(`${baseUrl}/api/dev/outbox`);
    const { data } = (await response.json()) as { data: { to: string; subject: string; text: string }[] };
    const code = data
      .filter(
        (m) => m.to.toLowerCase() === to.toLowerCase() && (!filter.subject || filter.subject.test(m.subject)),
      )
      .map((m) => m.text.match(/\b(\d{6})\b/)?.[1])
      .find((found) => found !== undefined);
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No code was mailed to ${to}`);
}
