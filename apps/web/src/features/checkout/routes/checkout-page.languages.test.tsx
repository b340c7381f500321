import { paymentRoutes } from '@coursewise/contract/routes';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setSettings } from '../../../store/user-slice';
import { apiUrl } from '../../../test/api-url';
import { type SentRequest, stubFetch } from '../../../test/fetch-stub';
import { aUser } from '../../../test/fixtures';
import { TEST_CATALOGUES } from '../../../test/i18n';
import { aPaidPayment, aPayment } from '../../../test/payment-fixtures';
import { renderWithProviders } from '../../../test/render';
import { BillingDetailsSection } from '../components/billing-details';
import { SandboxCardForm } from '../components/sandbox-card-form';
import { CheckoutPage } from './checkout-page';
import { PaymentConfirmationPage } from './payment-confirmation-page';

interface HappyDomWindow {
  happyDOM?: { setViewport(viewport: { width: number; height: number }): void };
}
const setViewport = (width: number) =>
  (window as Window & HappyDomWindow).happyDOM?.setViewport({ width, height: 844 });

const isCreate = (request: SentRequest) =>
  request.method === 'POST' && request.url === apiUrl(paymentRoutes.createPayment);

const sandboxSettings = {
  siteName: 'Coursewise',
  logoUrl: null,
  contactEmail: 'hello@example.com',
  social: {},
  currency: {
    default: 'USD' as const,
    symbols: { USD: '$', GBP: '£', EUR: '€' },
    rates: { GBP: 0.79, EUR: 0.92 },
  },
  payment: { provider: 'sandbox' as const },
  auth: { googleClientId: null },
  refundWindowDays: 30,
  locales: ['en', 'es', 'fr', 'de'] as ('en' | 'es' | 'fr' | 'de')[],
};

/** The checkout's English messages that German words differently and that hold no placeholder. */
const englishOnly = Object.entries(TEST_CATALOGUES.en)
  .filter(([id, message]) => id.startsWith('commerce.') && !message.includes('{'))
  .filter(([id, message]) => TEST_CATALOGUES.de[id] !== message && message.length > 6)
  .map(([, message]) => message);

/** Everything the page says: its text and the names it gives controls. */
function pageWords(): string {
  const labels = [...document.querySelectorAll('[aria-label]')].map((node) =>
    node.getAttribute('aria-label'),
  );
  return `${document.body.textContent} ${labels.join(' ')}`;
}

describe('the checkout in other languages', () => {
  beforeEach(() => setViewport(390));
  afterEach(() => {
    setViewport(1024);
    localStorage.clear();
  });

  it('prices the order, names the test cards and the card fields in German on a phone, with no English left', async () => {
    stubFetch((request) =>
      isCreate(request) ? { status: 201, body: { data: aPayment() } } : { body: { data: aPaidPayment() } },
    );
    localStorage.setItem('currency', 'GBP');
    const { store, user } = renderWithProviders(<CheckoutPage />, { locale: 'de', signedInAs: aUser() });
    act(() => {
      store.dispatch(setSettings(sandboxSettings));
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible();
    expect(screen.getByRole('note')).toHaveTextContent('Nur Testzahlungen');
    expect(screen.getByRole('note')).toHaveTextContent('4000 0000 0000 0002 wird abgelehnt');
    const summary = await screen.findByRole('region', { name: 'Bestellübersicht' });
    expect(summary).toHaveTextContent('Gesamt (2 Kurse)55,28 £');
    expect(summary).toHaveTextContent('Abgerechnet in GBP zum Kurs 1 USD = 0,79 GBP.');
    const pay = await screen.findByRole('button', { name: '55,28\u00a0£ bezahlen' }, { timeout: 5000 });
    expect(screen.getByRole('link', { name: 'Zurück zum Warenkorb' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('heading', { name: 'Zahlung' })).toBeVisible();
    expect(screen.getByLabelText('Kartennummer', { exact: false })).toHaveAttribute(
      'placeholder',
      '1234 1234 1234 1234',
    );
    expect(screen.getByLabelText('Ablaufdatum', { exact: false })).toHaveAttribute('placeholder', 'MM/JJ');
    expect(screen.getByText('Daten für eine Rechnung angeben')).toBeInTheDocument();
    expect(pay).toBeEnabled();

    // The checks the form runs itself speak German too.
    await screen.findByRole('form', { name: 'Kartendaten' });
    await user.click(pay);
    await waitFor(
      () =>
        expect(screen.getByLabelText('Kartennummer', { exact: false })).toHaveAccessibleDescription(
          'Dieses Feld ist erforderlich',
        ),
      { timeout: 5000 },
    );
    expect(screen.getByLabelText('Sicherheitscode', { exact: false })).toHaveAccessibleDescription(
      'Dieses Feld ist erforderlich 3 oder 4 Ziffern',
    );

    const words = pageWords();
    expect(englishOnly.filter((message) => words.includes(message))).toEqual([]);
  });

  it('refuses a mistyped or expired card in French', async () => {
    stubFetch(() => ({ body: {} }));
    const { user } = renderWithProviders(
      <SandboxCardForm paymentId="payment-1" totalLabel="55,28 £" onPaid={() => {}} />,
      { locale: 'fr' },
    );
    await user.type(screen.getByLabelText('Numéro de carte', { exact: false }), '4242424242424241');
    await user.type(screen.getByLabelText('Date d’expiration', { exact: false }), '0120');
    await user.type(screen.getByLabelText('Code de sécurité', { exact: false }), '123');
    await user.click(screen.getByRole('button', { name: 'Payer 55,28 £' }));

    await waitFor(
      () =>
        expect(screen.getByLabelText('Numéro de carte', { exact: false })).toHaveAccessibleDescription(
          'Ce numéro de carte n’est pas valide : vérifiez les chiffres',
        ),
      { timeout: 5000 },
    );
    expect(screen.getByLabelText('Date d’expiration', { exact: false })).toHaveAccessibleDescription(
      'Cette carte a expiré MM/AA',
    );
    expect(screen.getByLabelText('Nom sur la carte')).toHaveAccessibleDescription('Facultatif');
  });

  it('asks for the invoice’s details in French, countries named in French, and says what is missing', async () => {
    const { user } = renderWithProviders(<BillingDetailsSection value={undefined} onChange={() => {}} />, {
      locale: 'fr',
    });
    await user.click(screen.getByText('Ajouter vos coordonnées pour obtenir une facture'));
    const country = screen.getByLabelText('Pays', { exact: false });
    expect(within(country).getByRole('option', { name: 'Allemagne' })).toBeInTheDocument();
    expect(within(country).getAllByRole('option')[0]).toHaveTextContent('Choisissez un pays');
    await user.click(screen.getByRole('button', { name: 'Utiliser ces coordonnées' }));
    expect(screen.getByLabelText('Nom ou société', { exact: false })).toHaveAccessibleDescription(
      'Saisissez le nom de la personne ou de la société à facturer',
    );
    expect(screen.getByLabelText('Adresse', { exact: false })).toHaveAccessibleDescription(
      'Saisissez l’adresse de facturation',
    );
  });

  it('offers the gift in Spanish when one course is bought', async () => {
    stubFetch(() => ({ status: 201, body: { data: aPayment() } }));
    renderWithProviders(<CheckoutPage />, {
      route: '/checkout?courseId=course-1&gift=1',
      locale: 'es',
      signedInAs: aUser(),
    });
    expect(screen.getByRole('switch', { name: /Comprar como regalo/ })).toBeChecked();
    expect(screen.getByText('¿Para quién es el regalo?')).toBeVisible();
    expect(screen.getByLabelText('Correo del destinatario', { exact: false })).toBeVisible();
    expect(screen.getByText('Opcional, hasta 500 caracteres (0 usados).')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continuar al pago' })).toBeVisible();
  });

  it('thanks the learner in German with the receipt number and the amount in German digits', async () => {
    stubFetch(() => ({ body: { data: aPaidPayment() } }));
    renderWithProviders(
      <Routes>
        <Route path="/checkout/complete/:paymentId" element={<PaymentConfirmationPage />} />
      </Routes>,
      { route: '/checkout/complete/payment-1', signedInAs: aUser(), locale: 'de' },
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vielen Dank – Sie sind eingeschrieben' }),
    ).toBeVisible();
    const terms = screen
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(terms).toEqual([
      ['Quittungsnummer', 'CW-R-2026-000042'],
      // German puts the symbol after the amount, with a no-break space.
      ['Abgebuchter Betrag', '55,28\u00a0£ (GBP)'],
    ]);
    expect(within(screen.getByRole('list', { name: 'Ihre Kurse' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Jetzt lernen' })).toHaveAttribute('href', '/my-learning');
    expect(screen.getByRole('link', { name: 'Quittung ansehen' })).toHaveAttribute(
      'href',
      '/purchases/payment-1',
    );
    await waitFor(() => expect(document.title).toBe('Vielen Dank für Ihre Bestellung · Coursewise'));
  });
});
