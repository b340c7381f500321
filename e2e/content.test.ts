import type { Page } from 'playwright-core';
import { describe, test } from 'vitest';
import { answerConsentBeforehand, waitForToast } from './support/app.js';
import { expectAccessible } from './support/axe.js';
import { hasChrome, useBrowser } from './support/browser.js';
import { getApiData } from './support/catalogue.js';
import { expect } from './support/expect.js';
import { describedBy } from './support/forms.js';
import { escapeRegExp, textOfHtml, withoutSpaces } from './support/text.js';

interface CmsPage {
  title: string;
  blocks: { title: string | null }[];
}

interface Faq {
  question: string;
  answer: string;
}

interface HelpArticle {
  title: string;
  category: string;
  body: string;
}

interface Settings {
  contactEmail: string;
}

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

const REQUIRED = 'This field is required';
const BAD_EMAIL = 'Enter a valid email address';
const SHORT_MESSAGE = 'Write at least 10 characters (at most 5000)';

const pageHeading = (page: Page, name: string) =>
  page.getByRole('main').getByRole('heading', { level: 1, name, exact: true });

describe.skipIf(!hasChrome())('content pages', () => {
  const journey = useBrowser();

  test('the contact form explains each mistake, then sends the message and clears itself', async () => {
    const { page, baseUrl } = journey;
    await answerConsentBeforehand(journey);
    const contactPage = await getApiData<CmsPage>(baseUrl, 'cms/details/contact');
    await page.goto('/contact');
    await pageHeading(page, contactPage.title).waitFor();

    const form = page.getByRole('form', { name: 'Contact form' });
    const name = form.getByLabel('Name');
    const email = form.getByLabel('Email');
    const subject = form.getByLabel('Subject');
    const message = form.getByLabel('Message');
    const send = form.getByRole('button', { name: 'Send message' });
    await expectAccessible(page, 'the contact page');

    // Nothing filled in: every required field says so, and the first one gets the focus.
    await send.click();
    await expect.poll(() => describedBy(name)).toContain(REQUIRED);
    await expect.poll(() => describedBy(email)).toContain(REQUIRED);
    await expect.poll(() => describedBy(message)).toContain(REQUIRED);
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(subject).not.toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();
    await expectAccessible(page, 'the contact form with errors');

    // A typo'd address and a message that is too short.
    await name.fill('Ada Lovelace');
    await email.fill('ada@example');
    await message.fill('Too short');
    await send.click();
    await expect.poll(() => describedBy(email)).toContain(BAD_EMAIL);
    await expect.poll(() => describedBy(message)).toContain(SHORT_MESSAGE);
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await expect.poll(() => describedBy(name)).not.toContain(REQUIRED);

    // Put right, it is sent: the server's thanks appear and the form is empty again.
    const text = 'Is there a course about programming the Analytical Engine?';
    await email.fill('ada.lovelace@example.com');
    await subject.fill('A course idea');
    await message.fill(text);
    await expect.poll(() => describedBy(message)).toContain(`(${text.length} used)`);
    await send.click();
    const toast = await waitForToast(page, 'Thanks for your message!');
    await expect(toast).toHaveText('Thanks for your message! We will reply within two working days.');
    for (const field of [name, email, subject, message]) {
      await expect(field).toHaveValue('');
    }
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, 'the contact page with its thanks');

    // The message reached the site's contact address.
    const { contactEmail } = await getApiData<Settings>(baseUrl, 'setting/details');
    const outbox = await getApiData<OutboxMail[]>(baseUrl, 'dev/outbox');
    const mail = outbox.find((each) => each.to === contactEmail && each.subject.includes('A course idea'));
    expect(mail?.text).toContain(text);
    expect(mail?.text).toContain('ada.lovelace@example.com');
  });

  test('about, terms and privacy show their page from the CMS', async () => {
    const { page, baseUrl } = journey;
    await answerConsentBeforehand(journey);
    for (const slug of ['about', 'terms', 'privacy']) {
      const cms = await getApiData<CmsPage>(baseUrl, `cms/details/${slug}`);
      await page.goto(`/${slug}`);
      await pageHeading(page, cms.title).waitFor();
      const sections = cms.blocks.flatMap((block) => (block.title ? [block.title] : []));
      expect(sections.length).toBeGreaterThan(0);
      for (const section of sections) {
        await page.getByRole('main').getByRole('heading', { level: 2, name: section, exact: true }).waitFor();
      }
      await expect.poll(() => page.title()).toContain(cms.title);
      await expectAccessible(page, `the ${slug} page`);
      if (slug !== 'about')
        await page
          .getByRole('main')
          .getByText(/^Last updated /)
          .waitFor();
    }
  });

  test('the FAQ opens answers from the keyboard', async () => {
    const { page, baseUrl } = journey;
    await answerConsentBeforehand(journey);
    const cms = await getApiData<CmsPage>(baseUrl, 'cms/details/faq');
    const faqs = await getApiData<Faq[]>(baseUrl, 'faq/list');
    expect(faqs).toHaveLength(10);
    await page.goto('/faq');
    await pageHeading(page, cms.title).waitFor();

    const main = page.getByRole('main');
    const question = (faq: Faq) => main.getByRole('button', { name: faq.question, exact: true });
    for (const faq of faqs) await expect(question(faq)).toHaveAttribute('aria-expanded', 'false');

    const [first, second] = faqs;
    if (!first || !second) throw new Error('Two questions are needed');
    await question(first).focus();
    await page.keyboard.press('Enter');
    await expectAnswerShown(page, first);
    await expectAccessible(page, 'the FAQ with an answer open');

    // The arrow keys move between questions; Space opens one too.
    await page.keyboard.press('ArrowDown');
    await expect(question(second)).toBeFocused();
    await page.keyboard.press('Space');
    await expectAnswerShown(page, second);
    await expect(question(first)).toHaveAttribute('aria-expanded', 'false');

    // Enter again closes it.
    await page.keyboard.press('Enter');
    await expect(question(second)).toHaveAttribute('aria-expanded', 'false');
  });

  test('the help centre filters its articles as you type and says when nothing matches', async () => {
    const { page, baseUrl } = journey;
    await answerConsentBeforehand(journey);
    const articles = await getApiData<HelpArticle[]>(baseUrl, 'help/list');
    expect(articles).toHaveLength(8);
    await page.goto('/help');
    await pageHeading(page, 'Help centre').waitFor();

    const main = page.getByRole('main');
    const articleButtons = () =>
      main
        .getByRole('button')
        .filter({ hasText: new RegExp(articles.map((article) => escapeRegExp(article.title)).join('|')) });
    await expect(articleButtons()).toHaveCount(articles.length);
    await expectAccessible(page, 'the help centre');
    for (const category of new Set(articles.map((article) => article.category))) {
      await main.getByRole('heading', { level: 2, name: category, exact: true }).waitFor();
    }

    const word = 'refund';
    const matching = articles
      .filter((article) =>
        `${article.title} ${article.category} ${textOfHtml(article.body)}`.toLowerCase().includes(word),
      )
      .map((article) => article.title);
    expect(matching.length).toBeGreaterThan(0);
    expect(matching.length).toBeLessThan(articles.length);
    const search = main.getByRole('textbox', { name: 'Search help' });
    await search.fill(word);
    const found = `${matching.length} ${matching.length === 1 ? 'article' : 'articles'} found`;
    await main.getByRole('status').filter({ hasText: found }).waitFor();
    await expect
      .poll(async () => (await articleButtons().allTextContents()).map((title) => title.trim()))
      .toEqual(matching);

    await search.fill('xylophone tuning');
    await main.getByRole('heading', { name: 'No help articles match your search' }).waitFor();
    await expect(articleButtons()).toHaveCount(0);
    await expectAccessible(page, 'the help centre without results');
    // The empty state's own button (the field's clear icon has the same name, but no text).
    await main.getByRole('button', { name: 'Clear search' }).filter({ hasText: 'Clear search' }).click();
    await expect(articleButtons()).toHaveCount(articles.length);
    await expect(search).toHaveValue('');
  });
});

/** The question is expanded and its answer (a region named by the question) reads as the API's answer. */
async function expectAnswerShown(page: Page, faq: Faq): Promise<void> {
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: faq.question, exact: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const answer = main.getByRole('region', { name: faq.question, exact: true });
  await answer.waitFor();
  const expected = withoutSpaces(textOfHtml(faq.answer));
  await expect.poll(async () => withoutSpaces((await answer.textContent()) ?? '')).toBe(expected);
}
