import type { AdminSettings } from '@coursewise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../i18n/locales';
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
    secretKeySet: true,
    webhookSecretSet: false,
  },
  refundWindowDays: 30,
  refundAutoBelowPercent: 30,
  instructorShare: 70,
  seller: { legalName: '', address: '', taxId: '' },
};

function openSettings(locale: Locale) {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/settings" element={<SettingsPage />} />
    </Routes>,
    { route: '/admin/settings', signedInAs: aUser({ role: 'admin' }), locale },
  );
}

// Dialogs render slowly in happy-dom, more so when the whole suite runs at once.
describe('the settings page in other languages', { timeout: 30_000 }, () => {
  it('reads in German: sections, fields, the sample price, refusals and the rate question', async () => {
    const sent = stubFetch(() => ({ body: { data: stored } }));
    const { user } = openSettings('de');

    const gbp = await screen.findByRole('textbox', { name: 'GBP pro US-Dollar' });
    expect(screen.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Wechselkurse' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Rechnungen' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Name der Website' })).toHaveValue('Coursewise');
    expect(screen.getByRole('textbox', { name: 'Erstattungsfrist (Tage)' })).toHaveValue('30');
    expect(screen.getByRole('textbox', { name: 'Dozentenanteil (% jedes Verkaufs)' })).toBeVisible();
    expect(screen.getByText('Sandbox (nur Testkarten)')).toBeVisible();
    expect(screen.getByText('Hinterlegt')).toBeVisible();
    expect(screen.getByText('Nicht hinterlegt')).toBeVisible();
    expect(screen.getByLabelText('Geheimen Schlüssel ersetzen')).toHaveValue('');
    expect(screen.getByLabelText('Neues Webhook-Secret')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Gespeicherten geheimen Schlüssel entfernen' })).toBeVisible();
    // The sample course in German money: the amount first, the symbol after.
    expect(screen.getByText(/^Ein Kurs für 19,99\s\$ kostet 15,79\s£$/)).toBeVisible();

    const save = screen.getByRole('button', { name: 'Einstellungen speichern' });
    await user.clear(gbp);
    await user.type(gbp, 'abc');
    await user.click(save);
    expect(await screen.findByText('Geben Sie den Kurs als Zahl mit Punkt ein, z. B. 0.79')).toBeVisible();
    await user.clear(gbp);
    await user.type(gbp, '0');
    await user.click(save);
    expect(
      await screen.findByText('Geben Sie einen Kurs zwischen 0,1 und 10 GBP pro US-Dollar an'),
    ).toBeVisible();
    expect(sent.some((request) => request.method === 'PUT')).toBe(false);

    await user.clear(gbp);
    await user.type(gbp, '0.99');
    await user.click(save);
    const dialog = await screen.findByRole('dialog', { name: 'Wechselkurs ändern?' });
    await waitFor(() => expect(dialog).toBeVisible());
    await waitFor(() =>
      expect(dialog).toHaveTextContent(
        /GBP: 0,79 → 0,99 \(\+25,3\s%\)\. Ein Kurs für 19,99\s\$ kostet dann 19,79\s£ statt 15,79\s£\./,
      ),
    );
    expect(dialog).toHaveTextContent('Das ist eine Änderung um mehr als 20 %');
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Kurs ändern' }));
    expect(await screen.findByText('Einstellungen gespeichert')).toBeVisible();
    expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({
      currency: { rates: { GBP: 0.99 }, confirmRateChange: true },
    });
  });

  it("reads in French: secrets named with their gender, field refusals, the server's words and the toasts", async () => {
    stubFetch((request) =>
      request.method === 'PUT'
        ? {
            status: 400,
            body: {
              message: 'currency.rates.GBP: doit être au moins 0.1',
              code: 'VALIDATION_FAILED',
              errors: [{ path: 'currency.rates.GBP', message: 'doit être au moins 0.1' }],
            },
          }
        : { body: { data: stored } },
    );
    const { user } = openSettings('fr');

    await screen.findByRole('textbox', { name: 'Nom du site' });
    expect(screen.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Réseaux sociaux' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'E-mail de contact' })).toBeVisible();
    expect(screen.getByText('Définie')).toBeVisible();
    expect(screen.getByText('Non défini')).toBeVisible();
    expect(screen.getByLabelText('Remplacer la clé secrète')).toBeVisible();
    expect(screen.getByLabelText('Nouveau secret du webhook')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Délai de remboursement (jours)' })).toBeVisible();

    const save = screen.getByRole('button', { name: 'Enregistrer les paramètres' });
    await user.click(save);
    expect(await screen.findByText('Rien à enregistrer : aucun paramètre n’a changé')).toBeVisible();

    await user.type(screen.getByRole('textbox', { name: 'Facebook' }), 'http://facebook.com/x');
    await user.type(screen.getByLabelText('Remplacer la clé secrète'), 'not-a-key');
    await user.click(save);
    expect(await screen.findByText('Utilisez une adresse en https://')).toBeVisible();
    expect(screen.getByText('Une clé secrète commence par sk_ ou rk_, puis test_ ou live_')).toBeVisible();

    await user.clear(screen.getByRole('textbox', { name: 'Facebook' }));
    await user.clear(screen.getByLabelText('Remplacer la clé secrète'));
    const gbp = screen.getByRole('textbox', { name: 'GBP pour 1 dollar US' });
    await user.clear(gbp);
    await user.type(gbp, '0.8');
    await user.click(save);
    // The server's field message (in the page's language) is given its subject.
    expect(await screen.findByText('Le taux GBP doit être au moins 0.1')).toBeVisible();
  });

  it('reads in Spanish: the page, its sections and the save button', async () => {
    stubFetch(() => ({ body: { data: stored } }));
    openSettings('es');
    expect(await screen.findByRole('textbox', { name: 'GBP por dólar estadounidense' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Configuración' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Tipos de cambio' })).toBeVisible();
    expect(screen.getByText('Configurada')).toBeVisible();
    expect(screen.getByText('Sin configurar')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Guardar configuración' })).toBeVisible();
  });
});
