import { describe, test } from 'vitest';
import { answerConsentBeforehand, pathOf, signOut, submitSignIn } from './support/app.js';
import { expectAccessible } from './support/axe.js';
import { hasChrome, type Journey, useBrowser } from './support/browser.js';
import { getApiData, type ListedCourse, listCourses } from './support/catalogue.js';
import { fillCard, listPurchases, payButton, TEST_CARDS } from './support/checkout.js';
import { expect } from './support/expect.js';
import { PHONE } from './support/layout.js';
import { createLearner, signInAs } from './support/learner.js';
import { waitFor } from './support/wait.js';

const DESKTOP = { width: 1280, height: 800 } as const;

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** The redeem link of the newest gift mail to `to`, as its recipient would click it. */
function mailedGiftLink(baseUrl: string, to: string): Promise<string> {
  return waitFor(
    async () => {
      const mails = await getApiData<OutboxMail[]>(baseUrl, 'dev/outbox');
      const mail = mails.find(
        (m) => m.to.toLowerCase() === to.toLowerCase() && m.subject.includes('sent you a course'),
      );
      return mail?.text.match(/https?:\/\/\S+\/gifts\/redeem\?code=[A-Z0-9-]+/)?.[0];
    },
    { timeout: 10_000, message: () => `No gift link was mailed to ${to}` },
  );
}

async function aPaidCourse(baseUrl: string): Promise<ListedCourse> {
  const course = (await listCourses(baseUrl)).items.find((item) => item.price > 0);
  if (!course) throw new Error('The demo catalogue needs a paid course');
  return course;
}

/** Learner A buys a course as a gift for B's address; B opens the mailed link, signs in, redeems, learns. */
async function giveAndRedeem({ page, baseUrl }: Journey, size: 'desktop' | 'phone'): Promise<void> {
  const buyer = await createLearner(baseUrl, 'giver');
  const recipient = await createLearner(baseUrl, 'given');
  const course = await aPaidCourse(baseUrl);
  const main = page.getByRole('main');
  await signInAs(page, buyer);
  if (size === 'phone') await page.setViewportSize(PHONE);

  // "Buy now", then "Buy as a gift": the recipient and a message before the order is priced.
  await page.goto(`/courses/${course.slug}`);
  await main.getByRole('heading', { level: 1, name: course.title }).waitFor();
  await main.getByRole('button', { name: 'Buy now' }).click();
  await page.waitForURL((url) => url.pathname === '/checkout');
  await payButton(page, course.price, '$').waitFor();
  // The switch puts `gift=1` in the address; the page follows as a transition, so click and wait.
  const giftSwitch = main.getByRole('switch', { name: /Buy as a gift/ });
  await giftSwitch.click();
  await expect(giftSwitch).toBeChecked();
  const giftForm = main.getByRole('form', { name: 'Who is the gift for?' });
  await giftForm.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(giftForm.getByLabel("Recipient's email")).toHaveAttribute('aria-invalid', 'true');
  await giftForm.getByLabel("Recipient's email").fill(recipient.email);
  await giftForm.getByLabel('Message').fill('Happy learning!');
  await expectAccessible(page, `the gift form (${size})`);
  await giftForm.getByRole('button', { name: 'Continue to payment' }).click();
  await main.getByText(`A gift for ${recipient.email}`).waitFor();
  const pay = payButton(page, course.price, '$');
  await pay.waitFor();
  await fillCard(page, TEST_CARDS.succeeds);
  await pay.click();
  await page.waitForURL((url) => url.pathname.startsWith('/checkout/complete/'));
  await main.getByRole('heading', { level: 1, name: 'Thank you — your gift is on its way' }).waitFor();
  await expect(main).toContainText(`Sent as a gift to ${recipient.email}`);
  await expectAccessible(page, `the gift confirmation (${size})`);
  const [line] = await listPurchases(baseUrl, buyer.token);
  expect(line?.course.id).toBe(course.id);

  // The recipient opens the mailed link signed out: sign-in brings them back with the code.
  if (size === 'phone') await page.setViewportSize(DESKTOP);
  await signOut(page, buyer.name);
  if (size === 'phone') await page.setViewportSize(PHONE);
  const link = new URL(await mailedGiftLink(baseUrl, recipient.email));
  await page.goto(`${link.pathname}${link.search}`);
  await page.waitForURL((url) => url.pathname === '/signin');
  await submitSignIn(page, recipient.email, recipient.password);
  await page.waitForURL((url) => url.pathname === '/gifts/redeem');
  await main.getByRole('heading', { level: 1, name: 'Redeem a gift' }).waitFor();
  const code = link.searchParams.get('code') ?? '';
  await expect(main.getByLabel('Gift code')).toHaveValue(code);
  await expectAccessible(page, `the redeem page (${size})`);
  await main.getByRole('button', { name: 'Redeem' }).click();
  await main.getByRole('heading', { level: 1, name: 'Your gift is redeemed' }).waitFor();
  await expect(main).toContainText(course.title);
  await expectAccessible(page, `the redeemed gift (${size})`);

  // "Start learning" opens the course in the player.
  await main.getByRole('link', { name: 'Start learning' }).click();
  await page.waitForURL((url) => url.pathname.startsWith(`/learn/${course.slug}`));
  await main.getByRole('heading', { level: 1 }).first().waitFor();
  await expect.poll(() => pathOf(page)).toContain(`/learn/${course.slug}`);
}

// Issue 22, item 3: a gift bought and redeemed by a second account.
describe.skipIf(!hasChrome())('gifts', () => {
  const journey = useBrowser();

  test('at 1280×800', { timeout: 120_000 }, async () => {
    await answerConsentBeforehand(journey);
    await giveAndRedeem(journey, 'desktop');
  });

  test('at 390×844', { timeout: 120_000 }, async () => {
    await answerConsentBeforehand(journey);
    await giveAndRedeem(journey, 'phone');
  });
});
