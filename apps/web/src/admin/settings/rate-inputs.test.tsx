import type { AdminSettings } from '@coursewise/contract';
import { screen, waitFor, within } from '@testing-library/react';
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

function openSettings() {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/settings" element={<SettingsPage />} />
    </Routes>,
    { route: '/admin/settings', signedInAs: aUser({ role: 'admin' }) },
  );
}

async function typeRate(user: ReturnType<typeof openSettings>['user'], code: 'GBP' | 'EUR', text: string) {
  const input = await screen.findByRole('textbox', { name: `${code} per US dollar` });
  await user.clear(input);
  await user.type(input, text);
  return input;
}

const save = (user: ReturnType<typeof openSettings>['user']) =>
  user.click(screen.getByRole('button', { name: 'Save settings' }));

// Dialogs render slowly in happy-dom, more so when the whole suite runs at once.
describe('the currency rate inputs', { timeout: 20_000 }, () => {
  it.each([
    ['0', 'Use a rate from 0.1 to 10 GBP per US dollar'],
    ['1000', 'Use a rate from 0.1 to 10 GBP per US dollar'],
    ['-1', 'Use a rate from 0.1 to 10 GBP per US dollar'],
    ['0.01', 'Use a rate from 0.1 to 10 GBP per US dollar'],
    ['abc', 'Enter the rate as a number, e.g. 0.79'],
  ])('keeps %j exactly as typed, says why it is refused and sends nothing', async (typed, message) => {
    const sent = stubFetch(() => ({ body: { data: stored } }));
    const { user } = openSettings();
    const input = await typeRate(user, 'GBP', typed);
    await save(user);
    expect(await screen.findByText(message)).toBeVisible();
    expect(input).toHaveValue(typed);
    expect(sent.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('saves a change within ±20 % directly, showing the sample price as typed', async () => {
    const sent = stubFetch(() => ({ body: { data: stored } }));
    const { user } = openSettings();
    await typeRate(user, 'GBP', '0.869');
    expect(screen.getByText('A $19.99 course costs £17.37')).toBeVisible();
    await save(user);
    expect(await screen.findByText('Settings saved')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({
      currency: { rates: { GBP: 0.869 } },
    });
  });

  it('asks before a change beyond ±20 %, old → new and the sample price, then sends it confirmed', async () => {
    const sent = stubFetch(() => ({ body: { data: stored } }));
    const { user } = openSettings();
    await typeRate(user, 'GBP', '0.99');
    await save(user);
    const dialog = await screen.findByRole('dialog', { name: 'Change the currency rate?' });
    await waitFor(() =>
      expect(
        within(dialog).getByText(
          'GBP: 0.79 → 0.99 (+25.3 %). A $19.99 course will cost £19.79 instead of £15.79.',
        ),
      ).toBeVisible(),
    );
    expect(sent.some((request) => request.method === 'PUT')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Change the rate' }));
    expect(await screen.findByText('Settings saved')).toBeVisible();
    const puts = sent.filter((request) => request.method === 'PUT');
    expect(puts.map((request) => request.body)).toEqual([
      { currency: { rates: { GBP: 0.99 }, confirmRateChange: true } },
    ]);
  });

  it('sends nothing when the change is not confirmed, and keeps what was typed', async () => {
    const sent = stubFetch(() => ({ body: { data: stored } }));
    const { user } = openSettings();
    const input = await typeRate(user, 'EUR', '0.5');
    await save(user);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText(/EUR: 0\.92 → 0\.5 \(-45\.7 %\)/)).toBeVisible());
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent.some((request) => request.method === 'PUT')).toBe(false);
    expect(input).toHaveValue('0.5');
  });

  it('asks when the server wants the change confirmed, in its words', async () => {
    const sent = stubFetch((request) => {
      if (request.method !== 'PUT') return { body: { data: stored } };
      const body = request.body as { currency?: { confirmRateChange?: boolean } };
      if (body.currency?.confirmRateChange) return { body: { data: stored } };
      const message =
        'The GBP rate would change from 0.7 to 0.85 (+21.4 %): a $19.99 course would cost £16.99 instead of £13.99';
      return {
        status: 409,
        body: { code: 'RATE_CHANGE_UNCONFIRMED', message, errors: [{ path: 'currency.rates.GBP', message }] },
      };
    });
    const { user } = openSettings();
    await typeRate(user, 'GBP', '0.85');
    await save(user);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText(/from 0\.7 to 0\.85 \(\+21\.4 %\)/)).toBeVisible());
    await user.click(within(dialog).getByRole('button', { name: 'Change the rate' }));
    expect(await screen.findByText('Settings saved')).toBeVisible();
    expect(sent.filter((request) => request.method === 'PUT')).toHaveLength(2);
  });

  it("puts the server's rate refusal under the rate input", async () => {
    stubFetch((request) =>
      request.method === 'PUT'
        ? {
            status: 400,
            body: {
              message: 'currency.rates.GBP: must be at least 0.1',
              code: 'VALIDATION_FAILED',
              errors: [{ path: 'currency.rates.GBP', message: 'must be at least 0.1' }],
            },
          }
        : { body: { data: stored } },
    );
    const { user } = openSettings();
    await typeRate(user, 'GBP', '0.8');
    await save(user);
    expect(await screen.findByText('The GBP rate must be at least 0.1')).toBeVisible();
  });
});
