import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rememberPendingAction } from '../../../lib/pending-action';
import { stubFetch } from '../../../test/fetch-stub';
import { aUser } from '../../../test/fixtures';
import { TEST_CATALOGUES } from '../../../test/i18n';
import { renderWithProviders } from '../../../test/render';
import { CompleteProfilePage } from './complete-profile-page';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';
import { SignInPage } from './sign-in-page';
import { SignUpPage } from './sign-up-page';
import { VerifyPage } from './verify-page';

interface HappyDomWindow {
  happyDOM?: { setViewport(viewport: { width: number; height: number }): void };
}
const setViewport = (width: number) =>
  (window as Window & HappyDomWindow).happyDOM?.setViewport({ width, height: 844 });

// The fields the shared components draw (their words are the core catalogue's), found by what they are.
const emailInput = () => document.querySelector<HTMLInputElement>('input[type="email"]');
const newPasswordInputs = () => [
  ...document.querySelectorAll<HTMLInputElement>('input[autocomplete="new-password"]'),
];

/** The auth catalogue's English messages without placeholders, which no other language may show. */
const englishOnly = (locale: 'de' | 'fr' | 'es') =>
  Object.entries(TEST_CATALOGUES.en)
    // Placeholders are checked by their words; two-letter words ("or") hide inside others ("Passwort").
    .filter(([id, message]) => id.startsWith('auth.') && !message.includes('{') && message.length > 3)
    .filter(([id, message]) => TEST_CATALOGUES[locale][id] !== message)
    .map(([, message]) => message);

const course = {
  courseId: 'course-1',
  courseTitle: 'Modern JavaScript',
  returnTo: '/courses/modern-javascript',
};

describe('sign-in and sign-up on a phone, in other languages', () => {
  beforeEach(() => setViewport(390));
  afterEach(() => {
    setViewport(1024);
    sessionStorage.clear();
  });

  it('shows sign-in in German, with the reason a course page sent the visitor, and no English of its own', async () => {
    rememberPendingAction({ kind: 'wishlist', ...course });
    renderWithProviders(<SignInPage />, { locale: 'de', route: '/signin' });

    expect(screen.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    expect(screen.getByText('Willkommen zurück. Melden Sie sich an, um weiterzulernen.')).toBeVisible();
    expect(screen.getByRole('note', { name: 'Warum anmelden' })).toHaveTextContent(
      'Melden Sie sich an, um „Modern JavaScript“ auf Ihre Wunschliste zu setzen: Wir merken den Kurs vor, sobald Sie angemeldet sind.',
    );
    expect(screen.getByLabelText('Passwort')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    expect(screen.getByText(/^Neu bei Coursewise\?/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Konto erstellen' })).toHaveAttribute('href', '/signup');
    await waitFor(() => expect(document.title).toBe('Anmelden · Coursewise'));

    const words = document.body.textContent ?? '';
    expect(englishOnly('de').filter((message) => words.includes(message))).toEqual([]);
  });

  it('shows sign-up in French, and says so in French when the two passwords differ', async () => {
    rememberPendingAction({ kind: 'buy', ...course });
    const sent = stubFetch(() => ({ body: {} }));
    const { user } = renderWithProviders(<SignUpPage />, { locale: 'fr', route: '/signup' });

    expect(screen.getByRole('heading', { level: 1, name: 'Créer un compte' })).toBeVisible();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Créez un compte pour acheter « Modern JavaScript » : le paiement s’ouvrira dès votre connexion.',
    );
    expect(screen.getByText(/^Vous avez déjà un compte/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/signin');

    const email = emailInput();
    const [password, confirm] = newPasswordInputs();
    if (!email || !password || !confirm) throw new Error('The sign-up fields are missing');
    await user.type(email, 'ada@example.com');
    await user.type(password, 'correct horse battery');
    await user.type(confirm, 'correct horse staple');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    expect(await screen.findByText('Les mots de passe ne correspondent pas')).toBeVisible();
    expect(sent).toEqual([]);
    await waitFor(() => expect(document.title).toBe('Créer un compte · Coursewise'));
  });

  it('shows the code step in Spanish: the address in the sentence, a wrong code, and the resend pause', async () => {
    // The API confirms in English; the page says it in the learner's language.
    const sent = stubFetch(() => ({
      body: { message: 'If this email is waiting for verification, we have sent it a new code.' },
    }));
    const { user } = renderWithProviders(<VerifyPage />, {
      locale: 'es',
      route: '/verify?email=ada%40example.com',
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Verifica tu correo electrónico' })).toBeVisible();
    expect(
      screen.getByText(
        'Introduce el código de 6 dígitos que hemos enviado a ada@example.com. Puede tardar un minuto en llegar.',
      ),
    ).toBeVisible();
    const code = screen.getByRole('textbox', { name: /Código de verificación/ });
    await user.type(code, '123');
    await user.click(screen.getByRole('button', { name: 'Verificar correo' }));
    expect(code).toHaveAccessibleDescription(
      expect.stringContaining('Introduce el código de 6 dígitos del correo'),
    );
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Reenviar código' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Si ada@example.com está esperando un código, le hemos enviado uno nuevo.',
    );
    expect(screen.getByText('Podrás pedir otro código dentro de 30 s.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Empezar de nuevo' })).toHaveAttribute('href', '/signup');
  });

  it('shows the password recovery pages in German, and confirms the request in German', async () => {
    stubFetch(() => ({
      body: { message: 'If an account exists for this email, we have sent it a reset code.' },
    }));
    const forgot = renderWithProviders(<ForgotPasswordPage />, {
      locale: 'de',
      route: '/forgot-password?email=ada%40example.com',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Passwort vergessen?' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zurück zur Anmeldung' })).toHaveAttribute('href', '/signin');
    await waitFor(() => expect(document.title).toBe('Passwort vergessen · Coursewise'));
    await forgot.user.click(screen.getByRole('button', { name: 'Code anfordern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Falls zu dieser Adresse ein Konto existiert, haben wir einen Code zum Zurücksetzen dorthin gesendet.',
    );
    await waitFor(() => expect(forgot.currentPath()).toBe('/reset-password?email=ada%40example.com'));
    forgot.unmount();

    renderWithProviders(<ResetPasswordPage />, {
      locale: 'de',
      route: '/reset-password?email=ada%40example.com',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Neues Passwort festlegen' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Code zum Zurücksetzen/ })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Passwort zurücksetzen' })).toBeVisible();
    const footer = screen.getByText(/^Keinen Code erhalten\?/);
    expect(within(footer).getByRole('link', { name: 'Neuen anfordern' })).toHaveAttribute(
      'href',
      '/forgot-password?email=ada%40example.com',
    );
  });

  it('shows the profile step of sign-up in French', () => {
    const newLearner = aUser({ firstName: null, lastName: null, profileComplete: false });
    renderWithProviders(<CompleteProfilePage />, { locale: 'fr', signedInAs: newLearner });
    expect(screen.getByRole('heading', { level: 1, name: 'Complétez votre profil' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Enregistrer et continuer' })).toBeVisible();
  });
});
