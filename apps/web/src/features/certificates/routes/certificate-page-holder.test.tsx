import { certificateRoutes } from '@coursewise/contract/routes';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/session';
import { apiUrl } from '../../../test/api-url';
import {
  aCertificate,
  aCredential,
  aRevokedVerification,
  aVerification,
} from '../../../test/certificate-fixtures';
import { type StubReply, stubFetch } from '../../../test/fetch-stub';
import { aUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { CertificatePage } from './certificate-page';

const ID = 'cert-0193f1c2';
const VERIFY = apiUrl(certificateRoutes.verifyCertificate, { id: ID });
const DETAILS = apiUrl(certificateRoutes.getCertificate, { id: ID });
const CREDENTIAL = apiUrl(certificateRoutes.getCertificateCredential, { id: ID });

/** The holder, signed in, opening their own certificate; `credential` answers the Open Badge call. */
function openAsHolder({ revoked = false, credential = { body: aCredential() } as StubReply } = {}) {
  setToken('holder-token');
  const sent = stubFetch(({ url }) => {
    if (url === VERIFY) return { body: { data: revoked ? aRevokedVerification() : aVerification() } };
    if (url === DETAILS) return { body: { data: aCertificate({ revoked }) } };
    if (url === CREDENTIAL) return credential;
    return { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/certificates/:id" element={<CertificatePage />} />
    </Routes>,
    { route: `/certificates/${ID}`, signedInAs: aUser() },
  );
  return { ...view, sent };
}

const holderPanel = async () =>
  (await screen.findByRole('heading', { level: 2, name: 'Your certificate' })).closest(
    'section',
  ) as HTMLElement;

beforeEach(() => {
  // happy-dom has no share sheet; tests that want one define it.
  Reflect.deleteProperty(navigator, 'share');
});

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'share');
});

describe('certificate page, for its holder', () => {
  it('offers the PDF download and a LinkedIn link carrying the certificate', async () => {
    openAsHolder();
    const panel = within(await holderPanel());

    const pdf = panel.getByRole('link', { name: 'Download PDF' });
    expect(pdf).toHaveAttribute('href', aCertificate().pdfUrl);
    expect(pdf).toHaveAttribute('download', 'coursewise-certificate-CW-2026-000123.pdf');
    const linkedIn = panel.getByRole('link', { name: 'Add to LinkedIn profile (opens in a new tab)' });
    expect(linkedIn).toHaveAttribute(
      'href',
      'https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME&name=Modern%20JavaScript' +
        '&organizationName=Coursewise&issueYear=2026&issueMonth=3' +
        '&certUrl=https%3A%2F%2Fcoursewise.example%2Fcertificates%2Fcert-0193f1c2&certId=CW-2026-000123',
    );
    expect(linkedIn).toHaveAttribute('target', '_blank');
    expect(linkedIn).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('downloads the Open Badge credential with the token and saves it under the certificate number', async () => {
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      if (blob instanceof Blob) saved.push(blob);
      return 'blob:credential';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { user } = openAsHolder();

    await user.click(within(await holderPanel()).getByRole('button', { name: 'Download Open Badge' }));

    await vi.waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.download).toBe('coursewise-certificate-CW-2026-000123.json');
    expect(clicked[0]?.getAttribute('href')).toBe('blob:credential');
    const calls = vi.mocked(fetch).mock.calls.filter(([url]) => String(url) === CREDENTIAL);
    expect(calls).toHaveLength(1);
    expect(new Headers(calls[0]?.[1]?.headers).get('x-access-token')).toBe('holder-token');
    expect(saved[0]?.type).toBe('application/json');
    expect(JSON.parse((await saved[0]?.text()) ?? '')).toEqual(aCredential());
  });

  it('shows the server’s message when the credential cannot be fetched', async () => {
    const { user } = openAsHolder({
      credential: { status: 503, body: { message: 'Credentials are unavailable', code: 'UNAVAILABLE' } },
    });

    await user.click(within(await holderPanel()).getByRole('button', { name: 'Download Open Badge' }));
    expect(await screen.findByText('Credentials are unavailable')).toBeVisible();
  });

  it('shares through the device’s share sheet when there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user } = openAsHolder();

    await user.click(within(await holderPanel()).getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Ada Lovelace — Modern JavaScript',
      text: 'My Coursewise certificate for Modern JavaScript',
      url: 'https://coursewise.example/certificates/cert-0193f1c2',
    });
  });

  it('copies the link to share where there is no share sheet', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const { user } = openAsHolder();

    await user.click(within(await holderPanel()).getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith('https://coursewise.example/certificates/cert-0193f1c2');
    expect(await screen.findByText('Link copied')).toBeVisible();
  });

  it('offers nothing to download or share once the certificate is revoked', async () => {
    openAsHolder({ revoked: true });
    const panel = await holderPanel();

    expect(panel).toHaveTextContent('This certificate was revoked, so it can no longer be downloaded');
    expect(within(panel).queryByRole('link')).toBeNull();
    expect(within(panel).queryByRole('button')).toBeNull();
  });
});
