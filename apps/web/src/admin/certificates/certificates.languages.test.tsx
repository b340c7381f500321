import type { AdminCertificate } from '@coursewise/contract';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../i18n/locales';
import { stubFetch } from '../../test/fetch-stub';
import { aUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { CertificatesPage } from './certificates-page';

const certificate: AdminCertificate = {
  id: 'cert-1',
  number: 'CW-2026-000007',
  holderName: 'Ada Lovelace',
  courseId: 'c1',
  courseTitle: 'Modern JavaScript',
  user: { id: 'u1', email: 'ada@example.com' },
  score: 87.6,
  issuedAt: '2026-11-01T10:00:00.000Z',
  revoked: false,
  revokedAt: null,
  verifyUrl: 'http://localhost:3000/certificates/cert-1',
};

function openCertificates(locale: Locale, items: AdminCertificate[]) {
  let current = items;
  stubFetch((request) => {
    if (request.method === 'PUT') {
      current = current.map((c) => ({ ...c, revoked: true, revokedAt: '2026-11-23T09:00:00.000Z' }));
      return { body: { data: current[0] } };
    }
    return { body: { data: { items: current, page: 1, limit: 20, total: current.length } } };
  });
  return renderWithProviders(
    <Routes>
      <Route path="/admin/certificates" element={<CertificatesPage />} />
    </Routes>,
    { route: '/admin/certificates', signedInAs: aUser({ role: 'admin' }), locale },
  );
}

describe('the certificates page in other languages', { timeout: 20_000 }, () => {
  it('lists and revokes a certificate in French', async () => {
    const { user } = openCertificates('fr', [certificate]);
    const row = (await screen.findByRole('link', { name: 'CW-2026-000007' })).closest('tr') as HTMLElement;
    expect(screen.getByRole('heading', { name: 'Certificats' })).toBeVisible();
    expect(screen.getByText('Tous les certificats délivrés. Une révocation est définitive.')).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Titulaire' })).toBeVisible();
    expect(within(row).getByText(/^88\s%$/)).toBeVisible();
    expect(within(row).getByText('1 novembre 2026')).toBeVisible();
    expect(within(row).getByText('Valide')).toBeVisible();

    await user.click(within(row).getByRole('button', { name: 'Révoquer le certificat CW-2026-000007' }));
    const dialog = await screen.findByRole('dialog', { name: 'Révoquer le certificat' });
    expect(dialog).toHaveTextContent(
      'CW-2026-000007 (Ada Lovelace, Modern JavaScript) apparaîtra comme révoqué à quiconque le vérifie',
    );
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Révoquer' }));
    expect(await screen.findByText('Certificat CW-2026-000007 révoqué')).toBeVisible();
    expect(await within(row).findByText('Révoqué le 23 novembre 2026')).toBeVisible();
  });

  it('says in German that none was issued yet, with the filter and search in German', async () => {
    openCertificates('de', []);
    expect(await screen.findByRole('heading', { name: 'Noch keine Zertifikate' })).toBeVisible();
    expect(
      screen.getByText('Zertifikate erscheinen, sobald Lernende eine Abschlussprüfung bestehen.'),
    ).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Nummer, Inhaber, Kurs oder E-Mail suchen' })).toBeVisible();
    const filter = screen.getByRole('combobox', { name: 'Status' });
    expect(within(filter).getByRole('option', { name: 'Widerrufen' })).toBeInTheDocument();
    expect(within(filter).getByRole('option', { name: 'Gültig' })).toBeInTheDocument();
  });
});
