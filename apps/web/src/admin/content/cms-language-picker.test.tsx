import type { AdminCmsPage } from '@coursewise/contract';
import { adminContentRoutes } from '@coursewise/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../i18n/locales';
import { apiUrl } from '../../test/api-url';
import { type SentRequest, stubFetch } from '../../test/fetch-stub';
import { aUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { CmsPageEditor } from './cms-page-editor';

const about: AdminCmsPage = {
  id: 'cms1',
  slug: 'about',
  title: 'About us',
  summary: null,
  locale: 'en',
  isTranslated: true,
  translations: ['de'],
  blocks: [
    {
      key: 'mission',
      title: 'Our mission',
      body: '<p>Teach well.</p>',
      imageUrl: null,
      ctaLabel: null,
      ctaUrl: null,
    },
    {
      key: 'team',
      title: 'The team',
      body: null,
      imageUrl: '/uploads/about/team.webp',
      ctaLabel: 'Join us',
      ctaUrl: '/contact',
    },
  ],
  updatedAt: '2026-11-20T10:00:00.000Z',
};

/** The page as the console reads it in `locale`: German is written; French and Spanish are not. */
function aboutIn(locale: Locale): AdminCmsPage {
  if (locale === 'en') return about;
  if (locale === 'de') return { ...about, locale, title: 'Über uns', updatedAt: '2026-11-21T10:00:00.000Z' };
  return { ...about, locale, isTranslated: false };
}

const localeOf = (request: SentRequest) => new URL(request.url, 'http://test').searchParams.get('locale');
const pageLocale = (request: SentRequest): Locale => {
  const locale = localeOf(request);
  return locale === 'fr' || locale === 'de' ? locale : 'en';
};
const reads = (sent: SentRequest[]) => sent.filter((request) => request.method === 'GET');

function openEditor(route: string, locale?: Locale) {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/pages/:slug" element={<CmsPageEditor />} />
    </Routes>,
    { route, signedInAs: aUser({ role: 'admin' }), locale },
  );
}

// Rich-text editors and dialogs render slowly in happy-dom, more so when the whole suite runs at once.
describe('the CMS page editor’s languages', { timeout: 20_000 }, () => {
  it('opens the French version from the address, says there is none yet, and saves the French words', async () => {
    const sent = stubFetch((request) =>
      request.method === 'PUT'
        ? {
            body: {
              data: { ...aboutIn('fr'), title: 'À propos', isTranslated: true, translations: ['de', 'fr'] },
            },
          }
        : { body: { data: aboutIn('fr') } },
    );
    const { user } = openEditor('/admin/pages/about?locale=fr', 'de');

    expect(await screen.findByRole('heading', { name: 'Seite: About us' })).toBeVisible();
    expect(sent[0]?.url).toBe(
      apiUrl(adminContentRoutes.adminGetCmsPage, { page: 'about' }, { locale: 'fr' }),
    );
    const languages = screen.getByRole('radiogroup', { name: 'Sprache' });
    expect(within(languages).getByRole('radio', { name: 'Français' })).toBeChecked();
    expect(screen.getByText('Gespeicherte Fassungen: English und Deutsch')).toBeVisible();
    expect(screen.getByText('Noch keine Fassung auf Französisch')).toBeVisible();
    // The layout is the English page's: no block is added, moved or removed here, pictures are shared.
    expect(screen.queryByRole('button', { name: 'Block hinzufügen' })).not.toBeInTheDocument();
    const team = screen.getByRole('group', { name: 'Block 2 (team)' });
    for (const name of ['Block 2 (team) nach oben verschieben', 'Block 2 (team) entfernen'])
      expect(within(team).queryByRole('button', { name })).not.toBeInTheDocument();
    expect(within(team).getByRole('textbox', { name: 'Schlüssel' })).toHaveAttribute('readonly');
    expect(within(team).getByText(/Das Bild ist in allen Sprachen dasselbe/)).toBeVisible();

    const [title] = screen.getAllByRole('textbox', { name: 'Titel' });
    if (!title) throw new Error('No title field');
    await user.clear(title);
    await user.type(title, 'À propos');
    await user.click(screen.getByRole('button', { name: 'Fassung auf Französisch speichern' }));

    expect(await screen.findByText('Fassung auf Französisch gespeichert')).toBeVisible();
    const saved = sent.find((request) => request.method === 'PUT');
    expect(saved?.url).toBe(apiUrl(adminContentRoutes.adminSaveCmsPage, { page: 'about' }, { locale: 'fr' }));
    // Pictures belong to the English page: a translation that sends one is refused.
    expect(saved?.body).toStrictEqual({
      title: 'À propos',
      summary: null,
      blocks: [
        { key: 'mission', title: 'Our mission', body: '<p>Teach well.</p>', ctaLabel: null, ctaUrl: null },
        { key: 'team', title: 'The team', body: null, ctaLabel: 'Join us', ctaUrl: '/contact' },
      ],
    });
  });

  it('loads the language chosen and keeps it in the address', async () => {
    const sent = stubFetch((request) => ({ body: { data: aboutIn(pageLocale(request)) } }));
    const { user, currentPath } = openEditor('/admin/pages/about');
    expect(await screen.findByRole('heading', { name: 'Page: About us' })).toBeVisible();
    expect(localeOf(reads(sent)[0] as SentRequest)).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Français' }));
    expect(await screen.findByText('No French version yet')).toBeVisible();
    expect(localeOf(reads(sent).at(-1) as SentRequest)).toBe('fr');
    expect(currentPath()).toBe('/admin/pages/about?locale=fr');
    expect(screen.getByRole('button', { name: 'Save the French version' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add block' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'English' }));
    await waitFor(() => expect(currentPath()).toBe('/admin/pages/about'));
    expect(await screen.findByRole('button', { name: 'Add block' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save page' })).toBeVisible();
    expect(screen.queryByText('No French version yet')).not.toBeInTheDocument();
  });

  it('asks before another language replaces unsaved changes', async () => {
    const sent = stubFetch((request) => ({ body: { data: aboutIn(pageLocale(request)) } }));
    const { user, currentPath } = openEditor('/admin/pages/about?locale=fr');
    await user.type(await screen.findByRole('textbox', { name: 'Summary' }), 'Qui nous sommes');
    const readsBefore = reads(sent).length;
    await user.click(screen.getByRole('radio', { name: 'Deutsch' }));

    const dialog = await screen.findByRole('dialog', { name: 'Switch language without saving?' });
    expect(dialog).toHaveTextContent(
      'Your changes to the French version are not saved. Switching to German discards them.',
    );
    expect(screen.getByRole('radio', { name: 'Français' })).toBeChecked();
    expect(reads(sent)).toHaveLength(readsBefore);
    await user.click(within(dialog).getByRole('button', { name: 'Discard and switch' }));

    expect(await screen.findByRole('heading', { name: 'Page: Über uns' })).toBeVisible();
    expect(localeOf(reads(sent).at(-1) as SentRequest)).toBe('de');
    expect(currentPath()).toBe('/admin/pages/about?locale=de');
    expect(screen.queryByText('No German version yet')).not.toBeInTheDocument();
    expect(screen.getByText(/You are writing this page’s German words/)).toBeVisible();
  });
});
