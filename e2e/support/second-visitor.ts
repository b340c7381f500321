import type { BrowserContext, Page } from 'playwright-core';
import { answerConsentBeforehand, DEMO_LEARNER } from './app.js';
import type { Journey } from './browser.js';
import { PHONE } from './layout.js';
import { signInAsDemoLearner } from './learning.js';

/** Signs the demo learner in through the API and answers the token, for setting up and cleaning up. */
export async function demoLearnerToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/user/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_LEARNER.email, password: DEMO_LEARNER.password }),
  });
  if (!response.ok) throw new Error(`Learner sign-in answered ${response.status}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/**
 * The demo learner in a browser context of their own beside the journey's (an editor's), at the same
 * size; the caller closes it.
 */
export async function openAsDemoLearner(
  journey: Journey,
  isPhone: boolean,
): Promise<{ context: BrowserContext; page: Page }> {
  const browser = journey.context.browser();
  if (!browser) throw new Error('The journey has no browser');
  const context = await browser.newContext({
    baseURL: journey.baseUrl,
    viewport: isPhone ? PHONE : { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const learner: Journey = { baseUrl: journey.baseUrl, context, page };
  await answerConsentBeforehand(learner);
  await signInAsDemoLearner(learner);
  return { context, page };
}
