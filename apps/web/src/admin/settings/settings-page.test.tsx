import type { AdminSettings } from '@coursewise/contract';
import { adminContentRoutes } from '@coursewise/contract/routes';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../test/api-url';
import { stubFetch } from '../../test/fetch-stub';
import { aUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { SettingsPage } from './settings-page';

const stored: AdminSettings = {
  siteName: 'Coursewise',
  logoUrl: null,
  contactEmail: 'hello@example.com',
  social: { x: 'https://x.com/coursewise' },
  currency: { default: 'USD', rates: { GBP: 0.79, EUR: 0.92 } },
  payment: {
    provider: 'sandbox',
    keysFrom: 'none',
    publishableKey: null,
    secretKeySet: true,
    webhookSecretSet: false,
  },
  refundWindowDays: 30,
  refundAutoBelowPercent: 30,
  instructorShare: 70,
  seller: { legalName: '', address: '', taxId: '' },
};

function openSettings() {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/settings" element={<SettingsPage />} />
    </Routes>,
    { route: '/admin/settings', signedInAs: aUser({ role: 'admin' }) },
  );
}

// Rich-text editors and dialogs render slowly in happy-dom, more so when the whole suite runs at once.
describe('the settings page', { timeout: 20_000 }, () => {
  it('shows whether each secret is set without its value, and sends only what was typed', async () => {
    const sent = stubFetch((request) =>
      request.method === 'PUT'
        ? { body: { data: { ...stored, siteName: 'Learnwise' } } }
        : { body: { data: stored } },
    );
    const { user } = openSettings();

    const siteName = await screen.findByRole('textbox', { name: 'Site name' });
    expect(siteName).toHaveValue('Coursewise');
    expect(screen.getByText('Set')).toBeVisible();
    expect(screen.getByText('Not set')).toBeVisible();
    expect(screen.getByLabelText('Replace secret key')).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'X (Twitter)' })).toHaveValue('https://x.com/coursewise');

    await user.clear(siteName);
    await user.type(siteName, 'Learnwise');
    await user.type(screen.getByLabelText('New webhook secret'), 'whsec_abc123');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Settings saved')).toBeVisible();
    const put = sent.find((request) => request.method === 'PUT');
    expect(put?.url).toBe(apiUrl(adminContentRoutes.adminUpdateSettings));
    // Only the changes: the audit log then names what really changed, and no secret is sent unless typed.
    expect(put?.body).toEqual({ siteName: 'Learnwise', payment: { webhookSecret: 'whsec_abc123' } });
  });

  it('refuses bad links and keys before sending, with messages under the fields', async () => {
    const sent = stubFetch(() => ({ body: { data: stored } }));
    const { user } = openSettings();

    await user.type(await screen.findByRole('textbox', { name: 'Facebook' }), 'http://facebook.com/x');
    await user.type(screen.getByLabelText('Replace secret key'), 'not-a-key');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Use an https:// address')).toBeVisible();
    expect(screen.getByText('A secret key starts with sk_ or rk_, then test_ or live_')).toBeVisible();
    expect(sent.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('saves nothing when nothing changed', async () => {
    const sent = stubFetch(() => ({ body: { data: stored } }));
    const { user } = openSettings();
    await screen.findByRole('textbox', { name: 'Site name' });
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Nothing to save: no setting changed')).toBeVisible();
    expect(sent.some((request) => request.method === 'PUT')).toBe(false);
  });

  it("puts the server's field errors under the inputs", async () => {
    stubFetch((request) =>
      request.method === 'PUT'
        ? {
            status: 400,
            body: {
              message: 'contactEmail: must be an email',
              code: 'VALIDATION',
              errors: [{ path: '/contactEmail', message: 'must be an email the server accepts' }],
            },
          }
        : { body: { data: stored } },
    );
    const { user } = openSettings();
    const email = await screen.findByRole('textbox', { name: 'Contact email' });
    await user.clear(email);
    await user.type(email, 'team@example.org');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The contact email must be an email the server accepts')).toBeVisible();
  });
});
