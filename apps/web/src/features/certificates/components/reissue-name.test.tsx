import { certificateRoutes } from '@coursewise/contract/routes';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/session';
import { apiUrl } from '../../../test/api-url';
import { aCertificate, aVerification } from '../../../test/certificate-fixtures';
import { stubFetch } from '../../../test/fetch-stub';
import { aUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { CertificatePage } from '../routes/certificate-page';

const ID = 'cert-0193f1c2';
const VERIFY = apiUrl(certificateRoutes.verifyCertificate, { id: ID });
const DETAILS = apiUrl(certificateRoutes.getCertificate, { id: ID });
const REISSUE = apiUrl(certificateRoutes.reissueCertificate, { id: ID });
const BUTTON = 'Update the name on this certificate';

/** The holder opens their certificate (issued to "Ada Lovelace") with the profile named as given. */
function openAs(firstName: string, lastName: string, reissue = { status: 200, name: 'Ada King' }) {
  setToken('holder-token');
  let holderName = 'Ada Lovelace';
  const sent = stubFetch(({ url, method }) => {
    if (url === VERIFY) return { body: { data: aVerification({ holderName }) } };
    if (url === DETAILS) return { body: { data: aCertificate({ holderName }) } };
    if (url === REISSUE && method === 'POST') {
      if (reissue.status !== 200) {
        return {
          status: reissue.status,
          body: { message: 'Certificate CW-2026-000042 was revoked', code: 'CONFLICT' },
        };
      }
      holderName = reissue.name;
      return { body: { data: aCertificate({ holderName }) } };
    }
    return { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/certificates/:id" element={<CertificatePage />} />
    </Routes>,
    { route: `/certificates/${ID}`, signedInAs: aUser({ firstName, lastName }) },
  );
  return { sent, user: view.user };
}

const holderPanel = async () =>
  within(
    (await screen.findByRole('heading', { level: 2, name: 'Your certificate' })).closest(
      'section',
    ) as HTMLElement,
  );

describe('updating the name on a certificate', () => {
  it('is not offered while the profile name is the one on the certificate', async () => {
    openAs('Ada', 'Lovelace');
    const panel = await holderPanel();
    expect(panel.getByRole('link', { name: 'Download PDF' })).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: BUTTON })).not.toBeInTheDocument();
  });

  it('offers the profile’s new name, re-issues with an empty body and shows the new name', async () => {
    const { sent, user } = openAs('Ada', ' King ');
    const panel = await holderPanel();
    expect(panel.getByText(/issued to “Ada Lovelace”; your profile now says “Ada King”/)).toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: BUTTON }));

    expect(await panel.findByRole('status')).toHaveTextContent(
      'This certificate now shows your name as on your profile. Its number stays',
    );
    expect(sent.filter((r) => r.method === 'POST')).toEqual([{ method: 'POST', url: REISSUE, body: {} }]);
    expect(await screen.findByText(/issued this certificate to Ada King/)).toBeInTheDocument();
  });

  it('shows the server’s refusal', async () => {
    const { user } = openAs('Ada', 'King', { status: 409, name: '' });
    const panel = await holderPanel();
    await user.click(panel.getByRole('button', { name: BUTTON }));
    expect(await panel.findByRole('alert')).toHaveTextContent('Certificate CW-2026-000042 was revoked');
  });
});
