import type { AdminCertificate } from '@coursewise/contract';
import { adminCoreRoutes } from '@coursewise/contract/routes';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../test/api-url';
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
  score: 90,
  issuedAt: '2026-11-01T10:00:00.000Z',
  revoked: false,
  revokedAt: null,
  verifyUrl: 'http://localhost:3000/certificates/cert-1',
};

// Dialogs render slowly in happy-dom when the whole suite runs at once.
describe('the certificates page', { timeout: 20_000 }, () => {
  it('revokes a certificate after confirmation and shows it revoked', async () => {
    let current = certificate;
    const sent = stubFetch((request) => {
      if (request.method === 'PUT') {
        current = { ...certificate, revoked: true, revokedAt: '2026-11-23T09:00:00.000Z' };
        return { body: { data: current } };
      }
      return { body: { data: { items: [current], page: 1, limit: 20, total: 1 } } };
    });
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/admin/certificates" element={<CertificatesPage />} />
      </Routes>,
      { route: '/admin/certificates', signedInAs: aUser({ role: 'admin' }) },
    );

    expect(await screen.findByRole('link', { name: 'CW-2026-000007' })).toHaveAttribute(
      'href',
      certificate.verifyUrl,
    );
    await user.click(screen.getByRole('button', { name: 'Revoke certificate CW-2026-000007' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke certificate' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));

    expect(await screen.findByText('Certificate CW-2026-000007 revoked')).toBeVisible();
    expect(sent.find((request) => request.method === 'PUT')).toMatchObject({
      url: apiUrl(adminCoreRoutes.adminRevokeCertificate, { id: 'cert-1' }),
      body: { revoked: true },
    });
    const table = screen.getByRole('table', { name: 'Certificates' });
    expect(await within(table).findByText(/^Revoked/)).toBeVisible();
    expect(
      screen.queryByRole('button', { name: 'Revoke certificate CW-2026-000007' }),
    ).not.toBeInTheDocument();
  });
});
