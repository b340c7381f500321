import { readFile } from 'node:fs/promises';
import { describe, test } from 'vitest';
import {
  accountMenuButton,
  answerConsentBeforehand,
  DEMO_LEARNER,
  pathOf,
  siteHeader,
} from './support/app.js';
import { expectAccessible } from './support/axe.js';
import { hasChrome, useBrowser } from './support/browser.js';
import {
  type CertificateAnswer,
  certificateStatus,
  escapeHtmlAttribute,
  holderActions,
  listCertificates,
} from './support/certificates.js';
import { expect } from './support/expect.js';
import { horizontalOverflow, PHONE } from './support/layout.js';
import { signInAsDemoLearner } from './support/learning.js';

/** The demo learner's one certificate (seeded on their finished course). */
async function demoCertificate(baseUrl: string, token: string): Promise<CertificateAnswer> {
  const { items } = await listCertificates(baseUrl, token);
  expect(items, 'the demo learner holds one certificate').toHaveLength(1);
  const [certificate] = items;
  if (!certificate) throw new Error('The demo learner has no certificate');
  expect(certificate.revoked).toBe(false);
  return certificate;
}

describe.skipIf(!hasChrome())('certificates', () => {
  const journey = useBrowser();

  test('My certificates → the certificate with holder actions → the same page signed out', {
    timeout: 90_000,
  }, async () => {
    const { page, context, baseUrl } = journey;
    await answerConsentBeforehand(journey);
    const token = await signInAsDemoLearner(journey);
    const certificate = await demoCertificate(baseUrl, token);
    const main = page.getByRole('main');

    // My certificates, from the account menu.
    await accountMenuButton(page, DEMO_LEARNER.name).click();
    await page.getByRole('menuitem', { name: 'My certificates' }).click();
    await main.getByRole('heading', { level: 1, name: 'My certificates' }).waitFor();
    await expect.poll(() => pathOf(page)).toBe('/certificates');
    const rows = main.getByRole('list', { name: 'Your certificates' }).getByRole('listitem');
    await expect(rows).toHaveCount(1);
    const row = rows.first();
    // toContainText compares with the spaces collapsed, as a person reads the row.
    await expect(row).toContainText(certificate.courseTitle);
    await expect(row).toContainText(`Certificate ${certificate.number}`);
    await expect(row).toContainText(`Score ${Math.round(certificate.score)}%`);
    await expect(row.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', certificate.pdfUrl);
    await expectAccessible(page, 'My certificates');

    // The certificate page, as its holder.
    await row.getByRole('link', { name: 'View certificate' }).click();
    await page.waitForURL(`**/certificates/${certificate.id}`);
    await certificateStatus(page, 'Valid certificate').waitFor();
    const card = main.getByRole('article', { name: certificate.holderName });
    await card.getByRole('link', { name: certificate.courseTitle }).waitFor();
    await expect(card).toContainText(certificate.number);
    await expect(main.getByLabel('Verification link')).toHaveValue(certificate.verifyUrl);
    await expect(page).toHaveTitle(`${certificate.holderName} — ${certificate.courseTitle} | Coursewise`);
    await expectAccessible(page, 'the certificate page, as its holder');

    const actions = holderActions(page);
    const pdfLink = actions.getByRole('link', { name: 'Download PDF' });
    const pdfHref = await pdfLink.getAttribute('href');
    if (!pdfHref) throw new Error('The PDF link has no address');
    const pdf = await page.request.get(pdfHref);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    const linkedInHref = await actions
      .getByRole('link', { name: /Add to LinkedIn profile/ })
      .getAttribute('href');
    const linkedIn = new URL(linkedInHref ?? '');
    expect(linkedIn.origin + linkedIn.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(linkedIn.searchParams.get('startTask')).toBe('CERTIFICATION_NAME');
    expect(linkedIn.searchParams.get('certUrl')).toBe(certificate.verifyUrl);
    expect(linkedIn.searchParams.get('certId')).toBe(certificate.number);
    expect(linkedIn.searchParams.get('name')).toBe(certificate.courseTitle);

    // The Open Badge: fetched with the token, saved as a file named for the number.
    const downloading = page.waitForEvent('download');
    await actions.getByRole('button', { name: 'Download Open Badge' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`coursewise-certificate-${certificate.number}.json`);
    const credential = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      id: string;
      type: string[];
    };
    expect(credential.id).toBe(certificate.verifyUrl);
    expect(credential.type).toContain('OpenBadgeCredential');

    // The verification link, copied by keyboard.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await main.getByRole('button', { name: 'Copy link' }).focus();
    await page.keyboard.press('Enter');
    await main.getByRole('button', { name: 'Link copied' }).waitFor();
    await expectAccessible(page, 'the certificate page after copying its link');
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(certificate.verifyUrl);

    // The page's HTML, before any script runs, names the holder and course for link previews.
    const html = await (await fetch(`${baseUrl}/certificates/${certificate.id}`)).text();
    const ogTitle = escapeHtmlAttribute(`${certificate.holderName} — ${certificate.courseTitle}`);
    expect(html).toContain(`<meta property="og:title" content="${ogTitle}">`);

    // The same page in a fresh browser (nobody signed in): valid, the holder, no holder actions.
    const browser = context.browser();
    if (!browser) throw new Error('No browser');
    const visitor = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
    try {
      const stranger = await visitor.newPage();
      stranger.setDefaultTimeout(10_000);
      await stranger.goto(`/certificates/${certificate.id}`);
      await certificateStatus(stranger, 'Valid certificate').waitFor();
      // The server checked the signed credential as an outside verifier would (proof and status bit).
      await expect(stranger.getByRole('main').getByText('Cryptographically verified')).toBeVisible();
      await stranger
        .getByRole('main')
        .getByRole('heading', { level: 2, name: certificate.holderName })
        .waitFor();
      await siteHeader(stranger).getByRole('link', { name: 'Sign in' }).waitFor();
      await expect(holderActions(stranger)).toHaveCount(0);
      await expect(stranger.getByRole('button', { name: 'Download Open Badge' })).toHaveCount(0);
      await expectAccessible(stranger, 'the certificate page, signed out');

      // On a phone, nothing scrolls sideways.
      await stranger.setViewportSize(PHONE);
      await expect.poll(() => horizontalOverflow(stranger)).toBeLessThanOrEqual(0);

      // An id that names no certificate.
      await stranger.goto('/certificates/0000-no-such-certificate');
      await certificateStatus(stranger, 'We could not find this certificate').waitFor();
      await expectAccessible(stranger, 'the page of a certificate that does not exist');
    } finally {
      await visitor.close();
    }
  });

  test('on a phone: My certificates from the mobile menu and the certificate page fit the screen', {
    timeout: 60_000,
  }, async () => {
    const { page, baseUrl } = journey;
    await answerConsentBeforehand(journey);
    const token = await signInAsDemoLearner(journey);
    const certificate = await demoCertificate(baseUrl, token);
    await page.setViewportSize(PHONE);

    await siteHeader(page).getByRole('button', { name: 'Open menu' }).click();
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    await mobileNav.getByRole('link', { name: 'My certificates' }).waitFor();
    await expectAccessible(page, 'the mobile menu open on a phone, signed in');
    await mobileNav.getByRole('link', { name: 'My certificates' }).click();
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'My certificates' }).waitFor();
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'My certificates on a phone');

    await main.getByRole('link', { name: 'View certificate' }).click();
    await certificateStatus(page, 'Valid certificate').waitFor();
    await holderActions(page).getByRole('button', { name: 'Share' }).waitFor();
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'the certificate page on a phone');
    await expect.poll(() => pathOf(page)).toBe(`/certificates/${certificate.id}`);
  });
});
