import { contentRoutes } from '@coursewise/contract/routes';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { isCallOf } from '../../../test/api-url';
import type { SentRequest } from '../../../test/fetch-stub';
import { stubFetch } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { ContactPage } from './contact-page';
import { HelpPage } from './help-page';
import { TermsPage } from './legal-page';

const article = (id: string, title: string, category: string) => ({
  id,
  slug: id,
  title,
  category,
  body: `<p>${title}</p>`,
  position: 1,
});

/** The content API as these pages meet it: CMS pages (with an editor's German text), help articles. */
function serve(request: SentRequest) {
  if (isCallOf(request, contentRoutes.listHelpArticles))
    return {
      body: {
        data: [
          article('refund', 'Rückerstattung beantragen', 'Zahlungen'),
          article('certificate', 'Zertifikat herunterladen', 'Zertifikate'),
        ],
      },
    };
  return {
    body: {
      data: {
        id: 'page-1',
        slug: 'terms',
        title: 'Nutzungsbedingungen von Coursewise',
        summary: null,
        blocks: [],
        updatedAt: '2026-11-27T10:00:00.000Z',
      },
    },
  };
}

describe('the content pages in other languages', { timeout: 30_000 }, () => {
  afterEach(() => {
    document.title = '';
  });

  it('shows the help centre in German: heading, search, a plural count, and the way to contact', async () => {
    stubFetch(serve);
    const page = renderWithProviders(<HelpPage />, { locale: 'de' });

    expect(screen.getByRole('heading', { level: 1, name: 'Hilfe-Center' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Hilfe-Center · Coursewise'));
    expect(await screen.findByRole('heading', { name: 'Zahlungen' })).toBeInTheDocument();

    await page.user.click(screen.getByRole('textbox', { name: 'Hilfe durchsuchen' }));
    await page.user.paste('Zertifikat');
    expect(await screen.findByText('1 Artikel gefunden')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suche löschen' })).toBeInTheDocument();

    await page.user.paste('xyz');
    expect(
      await screen.findByRole('heading', { name: 'Keine Hilfeartikel passen zu Ihrer Suche' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Kontaktieren Sie uns' })).toHaveAttribute('href', '/contact');
  });

  it("dates a legal page in the page's language", async () => {
    stubFetch(serve);
    renderWithProviders(<TermsPage />, { locale: 'de' });
    expect(await screen.findByText('Zuletzt aktualisiert am 27. November 2026')).toBeInTheDocument();
  });

  it('shows the contact form in French, its rules and its thanks too', async () => {
    const sent = stubFetch((request) =>
      isCallOf(request, contentRoutes.submitContactMessage)
        ? { status: 201, body: { message: '' } }
        : serve(request),
    );
    const page = renderWithProviders(<ContactPage />, { locale: 'fr' });

    expect(screen.getByRole('heading', { level: 2, name: 'Envoyez-nous un message' })).toBeInTheDocument();
    const message = screen.getByRole('textbox', { name: 'Message' });
    expect(message).toHaveAccessibleDescription('De 10 à 5\u202f000 caractères (0 utilisé).');

    await page.user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveAccessibleDescription(
      'Ce champ est obligatoire',
    );
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'Ce champ est obligatoire',
    );

    const paste = async (field: HTMLElement, text: string) => {
      await page.user.click(field);
      await page.user.paste(text);
    };
    await paste(screen.getByRole('textbox', { name: 'Nom' }), 'Camille Martin');
    await paste(screen.getByRole('textbox', { name: 'E-mail' }), 'camille@example.com');
    await paste(message, 'Court');
    await page.user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    await waitFor(() =>
      expect(message).toHaveAccessibleDescription(
        'Écrivez au moins 10 caractères (5\u202f000 au maximum) De 10 à 5\u202f000 caractères (5 utilisés).',
      ),
    );

    await paste(message, ' mais assez long maintenant');
    await page.user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Merci pour votre message !');
    expect(sent.some((request) => isCallOf(request, contentRoutes.submitContactMessage))).toBe(true);
  });
});
