import { certificateRoutes } from '@coursewise/contract/routes';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../i18n/locales';
import { setToken } from '../../../lib/session';
import { apiUrl } from '../../../test/api-url';
import { aCertificate, aRevokedVerification, aVerification } from '../../../test/certificate-fixtures';
import { stubFetch } from '../../../test/fetch-stub';
import { aUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { englishLeft } from '../../assessments/test-support/english-left';
import { CertificatePage } from './certificate-page';

const ID = 'cert-0193f1c2';
const VERIFY = apiUrl(certificateRoutes.verifyCertificate, { id: ID });
const DETAILS = apiUrl(certificateRoutes.getCertificate, { id: ID });
const notFound = { status: 404, body: { message: 'Certificate not found', code: 'NOT_FOUND' } };

function openPage(locale: Locale, { signedIn = false, id = ID } = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/certificates/:id" element={<CertificatePage />} />
    </Routes>,
    { route: `/certificates/${id}`, signedInAs: signedIn ? aUser() : undefined, locale },
  );
}

beforeEach(() => {
  // happy-dom has no share sheet: sharing copies the link.
  Reflect.deleteProperty(navigator, 'share');
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the certificate page in other languages', () => {
  it('verifies a certificate in German: status, the certificate with a German date and score, the link', async () => {
    stubFetch(({ url }) => (url === VERIFY ? { body: { data: aVerification() } } : notFound));
    const { user } = openPage('de');

    expect(screen.getByRole('status', { name: 'Zertifikat wird geprüft …' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Gültiges Zertifikat' })).toBeVisible();
    expect(
      screen.getByText('Coursewise hat dieses Zertifikat am 14. März 2026 für Ada Lovelace ausgestellt.'),
    ).toBeVisible();
    expect(screen.getByText('Kryptografisch verifiziert')).toBeVisible();
    const certificate = screen.getByRole('article', { name: 'Ada Lovelace' });
    expect(certificate).toHaveTextContent('Coursewise · Abschlusszertifikat');
    expect(certificate).toHaveTextContent('Dieses Zertifikat wird verliehen an');
    expect(certificate).toHaveTextContent('Ausgestellt am14. März 2026');
    expect(certificate).toHaveTextContent('Ergebnis85 %');
    expect(certificate).toHaveTextContent('ZertifikatsnummerCW-2026-000123');
    expect(screen.getByLabelText('Prüflink')).toHaveValue(
      'https://coursewise.example/certificates/cert-0193f1c2',
    );
    expect(
      screen.getByRole('link', { name: 'Zertifikat als PDF ansehen (öffnet in neuem Tab)' }),
    ).toBeVisible();

    vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(screen.getByRole('button', { name: 'Link kopieren' }));
    expect(screen.getByRole('button', { name: 'Link kopiert' })).toBeVisible();
    expect(screen.getByText('Der Prüflink wurde kopiert')).toBeInTheDocument();
    // The page's title and preview are the holder's and the course's, in no language.
    expect(document.title).toBe('Ada Lovelace — Modern JavaScript | Coursewise');
    expect(englishLeft('de')).toEqual([]);
  });

  it('says in French when a certificate was revoked', async () => {
    stubFetch(() => ({ body: { data: aRevokedVerification() } }));
    openPage('fr');

    expect(await screen.findByRole('heading', { level: 1, name: 'Certificat révoqué' })).toBeVisible();
    expect(screen.getByText('Révoqué le 2 avril 2026. Il n’est plus valide.')).toBeVisible();
    expect(within(screen.getByRole('article', { name: 'Ada Lovelace' })).getByText('Révoqué')).toBeVisible();
    expect(screen.getByText('Le PDF d’un certificat révoqué n’est plus disponible.')).toBeVisible();
    expect(englishLeft('fr')).toEqual([]);
  });

  it('says in French when no certificate has this id', async () => {
    stubFetch(() => notFound);
    openPage('fr', { id: 'no-such-certificate' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nous n’avons pas trouvé ce certificat' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Parcourir les cours' })).toHaveAttribute('href', '/courses');
    expect(screen.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Certificat introuvable · Coursewise');
  });

  it('gives the holder their actions in Spanish, and shares with a Spanish toast', async () => {
    setToken('holder-token');
    stubFetch(({ url }) => {
      if (url === VERIFY) return { body: { data: aVerification() } };
      if (url === DETAILS) return { body: { data: aCertificate() } };
      return notFound;
    });
    const { user } = openPage('es', { signedIn: true });

    const panel = (await screen.findByRole('heading', { level: 2, name: 'Tu certificado' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(panel).getByText('Solo tú ves estas acciones.')).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Descargar PDF' })).toBeVisible();
    expect(
      within(panel).getByRole('link', {
        name: 'Añadir al perfil de LinkedIn (se abre en una pestaña nueva)',
      }),
    ).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Descargar Open Badge' })).toBeVisible();

    vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(within(panel).getByRole('button', { name: 'Compartir' }));
    expect(await screen.findByText('Enlace copiado')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Certificado válido' })).toBeVisible();
    expect(englishLeft('es')).toEqual([]);
  });
});
