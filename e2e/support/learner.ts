import type { Page } from 'playwright-core';
import { accountMenuButton, submitSignIn } from './app.js';
import { readCodeFromOutbox, uniqueEmail } from './browser.js';

/** A learner made for one journey, so what it buys changes no other journey's account. */
export interface Learner {
  email: string;
  password: string;
  name: string;
  token: string;
}

const FIRST_NAME = 'Grace';
const LAST_NAME = 'Hopper';

/** POST /api/{path} as the web app would; answers the envelope's `data`, throws on a 4xx/5xx. */
export async function postApi<T>(
  baseUrl: string,
  path: string,
  body: unknown,
  token?: string,
  fromAddress?: string,
): Promise<T> {
  const response = await fetch(`${baseUrl}/api/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { 'x-access-token': token } : {}),
      ...(fromAddress ? { 'x-forwarded-for': fromAddress } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`POST /api/${path} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

const randomAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 254) + 1).join('.')}`;

/**
 * Signs a new learner up through the API (sign-up, the mailed code, the profile step), ready to sign
 * in with a verified e-mail and a complete profile.
 */
export async function createLearner(baseUrl: string, prefix = 'buyer'): Promise<Learner> {
  const email = uniqueEmail(prefix);
  const password = 'amber-lighthouse-ledger-58';
  // Each learner comes from an address of their own (the server trusts one proxy hop in the journeys).
  const address = randomAddress();
  await postApi(baseUrl, 'user/signup', { email, password }, undefined, address);
  const code = await readCodeFromOutbox(baseUrl, email, { subject: /verification code/ });
  const { token } = await postApi<{ token: string }>(
    baseUrl,
    'user/verify-signup',
    { email, code },
    undefined,
    address,
  );
  const profile = await postApi<{ token: string }>(
    baseUrl,
    'user/signup',
    { firstName: FIRST_NAME, lastName: LAST_NAME },
    token,
    address,
  );
  return { email, password, name: `${FIRST_NAME} ${LAST_NAME}`, token: profile.token };
}

/** Signs the learner in on /signin and waits until the header shows their menu. */
export async function signInAs(page: Page, learner: Learner): Promise<void> {
  await page.goto('/signin');
  await submitSignIn(page, learner.email, learner.password);
  await accountMenuButton(page, learner.name).waitFor();
}
