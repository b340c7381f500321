import type { AdminSettings } from '@coursewise/contract';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { aUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { SettingsPage } from './settings-page';

const stored: AdminSettings = {
  siteName: 'Coursewise',
  logoUrl: null,
  contactEmail: 'hello@example.com',
  social: {},
  currency: { default: 'USD', rates: { GBP: 0.79, EUR: 0.92 } },
  payment: {
    provider: 'sandbox',
    keysFrom: 'none',
    publishableKey: null,
    secretKeySet: false,
    webhookSecretSet: false,
  },
  refundWindowDays: 30,
  refundAutoBelowPercent: 30,
  instructorShare: 70,
  seller: { legalName: '', address: '', taxId: '' },
};

describe('the refund settings', { timeout: 20_000 }, () => {
  it('edits the window and the automatic threshold, refusing a share over 100 %', async () => {
    const sent = stubFetch((request) =>
      request.method === 'PUT'
        ? { body: { data: { ...stored, refundWindowDays: 14, refundAutoBelowPercent: 20 } } }
        : { body: { data: stored } },
    );
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/admin/settings" element={<SettingsPage />} />
      </Routes>,
      { route: '/admin/settings', signedInAs: aUser({ role: 'admin' }) },
    );
    const windowDays = await screen.findByRole('textbox', { name: 'Refund window (days)' });
    const below = screen.getByRole('textbox', { name: 'Refund at once below (% of chapters completed)' });
    expect(windowDays).toHaveValue('30');
    await user.clear(windowDays);
    await user.type(windowDays, '14');
    await user.clear(below);
    await user.type(below, '101');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Enter 0 to 100 %')).toBeVisible();
    expect(sent.some((request) => request.method === 'PUT')).toBe(false);

    await user.clear(below);
    await user.type(below, '20');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved')).toBeVisible();
    expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({
      refundWindowDays: 14,
      refundAutoBelowPercent: 20,
    });
  });
});

describe('the instructor share setting', { timeout: 20_000 }, () => {
  it('edits the share, refusing one over 100 %', async () => {
    const sent = stubFetch((request) =>
      request.method === 'PUT'
        ? { body: { data: { ...stored, instructorShare: 65 } } }
        : { body: { data: stored } },
    );
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/admin/settings" element={<SettingsPage />} />
      </Routes>,
      { route: '/admin/settings', signedInAs: aUser({ role: 'admin' }) },
    );
    const share = await screen.findByRole('textbox', { name: 'Instructor share (% of each sale)' });
    expect(share).toHaveValue('70 %');
    await user.clear(share);
    await user.type(share, '150');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Enter 0 to 100 %')).toBeVisible();
    expect(sent.some((request) => request.method === 'PUT')).toBe(false);
    await user.clear(share);
    await user.type(share, '65');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved')).toBeVisible();
    expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({ instructorShare: 65 });
  });
});
