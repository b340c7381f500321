import { certificateRoutes } from '@coursewise/contract/routes';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/session';
import { apiUrl } from '../../../test/api-url';
import { aRevokedVerification, aVerification } from '../../../test/certificate-fixtures';
import { stubFetch } from '../../../test/fetch-stub';
import { aUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { CertificatePage } from './certificate-page';

const ID = 'cert-0193f1c2';
const VERIFY = apiUrl(certificateRoutes.verifyCertificate, { id: ID });
const DETAILS = apiUrl(certificateRoutes.getCertificate, { id: ID });

const notFound = { status: 404, body: { message: 'Certificate not found', code: 'NOT_FOUND' } };

function openPage(options: { signedIn?: boolean; id?: string } = {}) {
  const { signedIn = false, id = ID } = options;
  return renderWithProviders(
    <Routes>
      <Route path="/certificates/:id" element={<CertificatePage />} />
    </Routes>,
    { route: `/certificates/${id}`, signedInAs: signedIn ? aUser() : undefined },
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('certificate page, for anyone', () => {
  it('says the certificate is valid and shows holder, course, date, score, number and its links', async () => {
    const sent = stubFetch(({ url }) => (url === VERIFY ? { body: { data: aVerification() } } : notFound));
    openPage();

    expect(screen.getByRole('status', { name: 'Checking the certificate…' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Valid certificate' })).toBeVisible();
    expect(
      screen.getByText('Coursewise issued this certificate to Ada Lovelace on 14 March 2026.'),
    ).toBeVisible();
    expect(screen.getByText('Cryptographically verified')).toBeVisible();
    const certificate = screen.getByRole('article', { name: 'Ada Lovelace' });
    expect(within(certificate).getByRole('link', { name: 'Modern JavaScript' })).toHaveAttribute(
      'href',
      '/courses/modern-javascript',
    );
    expect(certificate).toHaveTextContent('Issued on14 March 2026');
    expect(certificate).toHaveTextContent('Score85%');
    expect(certificate).toHaveTextContent('Certificate numberCW-2026-000123');
    expect(screen.getByLabelText('Verification link')).toHaveValue(
      'https://coursewise.example/certificates/cert-0193f1c2',
    );
    expect(screen.getByRole('link', { name: /View the certificate as a PDF/ })).toHaveAttribute(
      'href',
      aVerification().pdfUrl,
    );
    expect(document.title).toBe('Ada Lovelace — Modern JavaScript | Coursewise');
    // Signed out: nobody asks whose it is, and the holder's actions are absent.
    expect(sent.map((request) => request.url)).toEqual([VERIFY]);
    expect(screen.queryByRole('heading', { name: 'Your certificate' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download Open Badge' })).toBeNull();
  });

  it('copies the verification link and says so', async () => {
    stubFetch(() => ({ body: { data: aVerification() } }));
    const { user } = openPage();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);

    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith('https://coursewise.example/certificates/cert-0193f1c2');
    expect(screen.getByRole('button', { name: 'Link copied' })).toBeVisible();
    expect(screen.getByText('The verification link is copied')).toBeInTheDocument();
  });

  it('says when and that a revoked certificate was revoked, and offers no PDF', async () => {
    stubFetch(() => ({ body: { data: aRevokedVerification() } }));
    openPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Revoked certificate' })).toBeVisible();
    expect(screen.getByText('Revoked on 2 April 2026. It is no longer valid.')).toBeVisible();
    expect(within(screen.getByRole('article', { name: 'Ada Lovelace' })).getByText('Revoked')).toBeVisible();
    expect(screen.queryByRole('link', { name: /PDF/ })).toBeNull();
    expect(screen.getByText('The PDF of a revoked certificate is no longer available.')).toBeVisible();
    expect(screen.queryByText('Cryptographically verified')).toBeNull();
  });

  it('says so when no certificate has this id', async () => {
    stubFetch(() => notFound);
    openPage({ id: 'no-such-certificate' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find this certificate' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/courses');
    expect(document.title).toBe('Certificate not found · Coursewise');
  });

  it('shows a failure that is not "unknown" as an error with a retry', async () => {
    let calls = 0;
    stubFetch(() => {
      calls += 1;
      return calls === 1
        ? { status: 500, body: { message: 'Something went wrong', code: 'INTERNAL' } }
        : { body: { data: aVerification() } };
    });
    const { user } = openPage();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The certificate could not be checked');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Valid certificate' })).toBeVisible();
  });
});

describe('certificate page, signed in', () => {
  it('shows no holder actions to a learner whose certificate it is not', async () => {
    setToken('token-1');
    const sent = stubFetch(({ url }) => (url === VERIFY ? { body: { data: aVerification() } } : notFound));
    openPage({ signedIn: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'Valid certificate' })).toBeVisible();
    await vi.waitFor(() => expect(sent.map((request) => request.url)).toContain(DETAILS));
    expect(screen.queryByRole('heading', { name: 'Your certificate' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Download PDF' })).toBeNull();
  });
});
