import type { AdminCmsPageSummary, AdminFaq, AdminTestimonial } from '@coursewise/contract';
import { adminContentRoutes } from '@coursewise/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../i18n/locales';
import { apiUrl } from '../../test/api-url';
import { type SentRequest, stubFetch } from '../../test/fetch-stub';
import { aUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { clickIntoRichText } from '../../test/rich-text';
import { CmsPagesPage } from './cms-pages-page';
import { FaqsPage } from './faqs-page';
import { HelpArticlesPage } from './help-page';
import { faqsApi } from './ordered-content-api';
import { TestimonialsPage } from './testimonials-page';

const ALL_IN_ORDER = { page: 1, limit: 100, sort: 'position', order: 'asc' } as const;
const faqs: AdminFaq[] = [
  {
    id: 'f1',
    question: 'How do refunds work?',
    answer: '<p>Within 30 days.</p>',
    position: 1,
    published: true,
    locale: 'en',
  },
  {
    id: 'f2',
    question: 'Wie funktionieren Erstattungen?',
    answer: '<p>Innerhalb von 30 Tagen.</p>',
    position: 2,
    published: false,
    locale: 'de',
  },
];
const paged = <T,>(items: T[], limit = 100) => ({
  body: { data: { items, page: 1, limit, total: items.length } },
});
const localeOf = (request: SentRequest) => new URL(request.url, 'http://test').searchParams.get('locale');

function open(path: string, page: ReactElement, route: string, locale?: Locale) {
  return renderWithProviders(
    <Routes>
      <Route path={path} element={page} />
    </Routes>,
    { route, signedInAs: aUser({ role: 'admin' }), locale },
  );
}

/** Types into a form's rich-text field (a contenteditable textbox). */
async function typeRichText(user: ReturnType<typeof open>['user'], editor: HTMLElement, text: string) {
  await clickIntoRichText(user, editor);
  await user.keyboard(text);
  await waitFor(() => expect(editor).toHaveTextContent(text));
}

// Rich-text editors and dialogs render slowly in happy-dom, more so when the whole suite runs at once.
describe('the console’s content pages in other languages', { timeout: 20_000 }, () => {
  it('shows each FAQ’s language, filters by language and adds an FAQ in the language filtered', async () => {
    const sent = stubFetch((request) => {
      if (request.method === 'POST') return { status: 201, body: { data: { ...faqs[1], id: 'f3' } } };
      const locale = localeOf(request);
      return paged(locale ? faqs.filter((faq) => faq.locale === locale) : faqs);
    });
    const { user, currentPath } = open('/admin/faqs', <FaqsPage />, '/admin/faqs', 'fr');

    const list = await screen.findByRole('list', { name: 'FAQ' });
    const [english, german] = within(list).getAllByRole('listitem');
    expect(
      within(english as HTMLElement)
        .getByText('English')
        .closest('[lang]'),
    ).toHaveAttribute('lang', 'en');
    expect(within(german as HTMLElement).getByText('Deutsch')).toBeVisible();
    expect(within(german as HTMLElement).getByText('Masqué')).toBeVisible();
    expect(localeOf(sent[0] as SentRequest)).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Langue' }), 'Deutsch');
    await waitFor(() =>
      expect(sent.at(-1)?.url).toBe(
        apiUrl(adminContentRoutes.adminListFaqs, {}, { ...ALL_IN_ORDER, locale: 'de' }),
      ),
    );
    expect(currentPath()).toBe('/admin/faqs?locale=de');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Modifier How do refunds work?' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Modifier Wie funktionieren Erstattungen?' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Nouvelle question' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle question' });
    expect(within(dialog).getByRole('combobox', { name: 'Langue' })).toHaveValue('de');
    await user.type(within(dialog).getByRole('textbox', { name: 'Question' }), 'Gibt es eine App?');
    await typeRichText(user, within(dialog).getByRole('textbox', { name: 'Réponse' }), 'Noch nicht.');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter la question' }));

    expect(await screen.findByText('Question ajoutée')).toBeVisible();
    expect(sent.find((request) => request.method === 'POST')).toMatchObject({
      url: apiUrl(adminContentRoutes.adminCreateFaq),
      body: { question: 'Gibt es eine App?', answer: '<p>Noch nicht.</p>', published: true, locale: 'de' },
    });
  });

  it('opens help articles of the language in the address and adds one in the language chosen', async () => {
    const sent = stubFetch((request) =>
      request.method === 'POST'
        ? { status: 201, body: { data: { id: 'h1', position: 1, ...(request.body as object) } } }
        : paged([]),
    );
    const { user } = open('/admin/help', <HelpArticlesPage />, '/admin/help?locale=es');

    expect(await screen.findByRole('heading', { name: 'No help articles yet' })).toBeVisible();
    expect(sent[0]?.url).toBe(
      apiUrl(adminContentRoutes.adminListHelpArticles, {}, { ...ALL_IN_ORDER, locale: 'es' }),
    );
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('es');
    expect(
      screen.getByText(
        'Until some are written in Spanish, visitors who read the site in Spanish see the English ones. Add the first article.',
      ),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'New article' }));
    const dialog = await screen.findByRole('dialog', { name: 'New article' });
    const language = within(dialog).getByRole('combobox', { name: 'Language' });
    expect(language).toHaveValue('es');
    await user.selectOptions(language, 'Français');
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Payer par carte');
    await user.type(within(dialog).getByRole('textbox', { name: 'Category' }), 'Paiements');
    await typeRichText(user, within(dialog).getByRole('textbox', { name: 'Article' }), 'Visa ou Mastercard.');
    await user.click(within(dialog).getByRole('button', { name: 'Add article' }));

    expect(await screen.findByText('Article added')).toBeVisible();
    expect(sent.find((request) => request.method === 'POST')?.body).toMatchObject({
      title: 'Payer par carte',
      slug: 'payer-par-carte',
      category: 'Paiements',
      locale: 'fr',
    });
  });

  it('lists the pages in German, dates and counts included', async () => {
    const home: AdminCmsPageSummary = {
      id: 'p1',
      slug: 'home',
      title: 'Home',
      blockCount: 4,
      updatedAt: '2026-11-20T10:00:00.000Z',
    };
    stubFetch(() => paged([home], 20));
    open('/admin/pages', <CmsPagesPage />, '/admin/pages', 'de');

    const row = (await screen.findByRole('cell', { name: 'Home' })).closest('tr') as HTMLElement;
    expect(screen.getByRole('heading', { name: 'Seiten' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Seiten durchsuchen' })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: /Aktualisiert/ })).toBeVisible();
    expect(within(row).getByText('20. November 2026')).toBeVisible();
    expect(within(row).getByRole('link', { name: 'Home bearbeiten' })).toHaveAttribute(
      'href',
      '/admin/pages/home',
    );
  });

  it('shows the testimonials in Spanish, without a language filter (they are not written per language)', async () => {
    const quote: AdminTestimonial = {
      id: 't1',
      name: 'Ada',
      role: 'Engineer',
      quote: 'Clear and thorough.',
      rating: 5,
      avatarUrl: null,
      position: 1,
      published: false,
    };
    const sent = stubFetch(() => paged([quote]));
    const { user } = open('/admin/testimonials', <TestimonialsPage />, '/admin/testimonials', 'es');

    const list = await screen.findByRole('list', { name: 'Testimonios' });
    expect(within(list).getByText('Oculto')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Testimonios' })).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Idioma' })).not.toBeInTheDocument();
    expect(localeOf(sent[0] as SentRequest)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Eliminar Ada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar testimonio' });
    expect(dialog).toHaveTextContent('«Ada» se quitará del sitio. No se puede deshacer.');
  });

  it('keys each language’s list apart, so a switch never shows the previous language’s items', () => {
    const keys = [undefined, 'en', 'fr', 'de'].map((locale) =>
      JSON.stringify(faqsApi.list(locale as Locale | undefined).queryKey),
    );
    expect(new Set(keys).size).toBe(4);
  });
});
