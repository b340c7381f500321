import type { OwnInstructorProfile } from '@coursewise/contract';
import { instructorProfileRoutes, notificationRoutes } from '@coursewise/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isCallOf } from '../../../test/api-url';
import { type SentRequest, stubFetch } from '../../../test/fetch-stub';
import { aUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { ChangePasswordSection } from '../components/change-password-section';
import { ProfilePage } from './profile-page';

interface HappyDomWindow {
  happyDOM?: { setViewport(viewport: { width: number; height: number }): void };
}
const setViewport = (width: number) =>
  (window as Window & HappyDomWindow).happyDOM?.setViewport({ width, height: 844 });

const PUBLIC_PROFILE: OwnInstructorProfile = {
  slug: 'ada-baker',
  headline: '',
  bio: '',
  links: [],
  isPublic: false,
};

const answer = (request: SentRequest) => {
  if (isCallOf(request, notificationRoutes.getNotificationSettings))
    return { body: { data: { digest: true } } };
  if (isCallOf(request, instructorProfileRoutes.getOwnInstructorProfile))
    return { body: { data: PUBLIC_PROFILE } };
  return { body: {} };
};

describe('the profile page in other languages', () => {
  beforeEach(() => setViewport(390));
  afterEach(() => setViewport(1024));

  it('shows every section of an instructor in German on a phone, the date in German, and the delete dialog', async () => {
    stubFetch(answer);
    const instructor = aUser({ role: 'instructor' });
    const { user } = renderWithProviders(<ProfilePage />, { locale: 'de', signedInAs: instructor });

    expect(screen.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
    expect(screen.getByText('Mitglied seit dem 5. Januar 2026')).toBeVisible();
    expect(screen.getByText('E-Mail bestätigt')).toBeVisible();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual([
      'Persönliche Daten',
      'Ihr öffentliches Profil',
      'E-Mail-Einstellungen',
      'Passwort ändern',
      'Geräte',
      'Konto löschen',
    ]);
    expect(
      await screen.findByText(
        'Ihr Profil ist noch nicht öffentlich: Speichern Sie es, um es zu veröffentlichen.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Biografie/ })).toHaveAccessibleDescription(
      'Nur Text, 0 von 2000 Zeichen',
    );
    expect(
      await screen.findByRole('switch', { name: /Tägliche E-Mail mit ungelesenen Benachrichtigungen/ }),
    ).toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: /Ankündigungen meiner Kurse per E-Mail erhalten/ }),
    ).toBeChecked();
    expect(screen.getByLabelText('Aktuelles Passwort')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Auf allen Geräten abmelden' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Ihr Profil · Coursewise'));

    await user.click(screen.getByRole('button', { name: 'Konto löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Konto wirklich löschen?' });
    expect(within(dialog).getByLabelText('Passwort')).toHaveAccessibleDescription(
      'Geben Sie zur Bestätigung Ihr Passwort ein.',
    );
    expect(within(dialog).getByRole('button', { name: 'Mein Konto löschen' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Schließen' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeVisible();
  });

  it('tells a Google learner in French how to set a password, and asks them to type DELETE in French', async () => {
    stubFetch(answer);
    const googleLearner = aUser({ hasPassword: false });
    const { user } = renderWithProviders(<ProfilePage />, { locale: 'fr', signedInAs: googleLearner });

    expect(screen.getByText('Membre depuis le 5 janvier 2026')).toBeVisible();
    const password = screen.getByRole('region', { name: 'Modifier le mot de passe' });
    expect(password).toHaveTextContent(
      'Vous vous connectez avec Google : votre compte n’a donc pas de mot de passe. Pour en définir un, utilisez « Mot de passe oublié ».',
    );
    expect(within(password).getByRole('link', { name: 'Mot de passe oublié' })).toHaveAttribute(
      'href',
      '/forgot-password?email=ada%40example.com',
    );

    await user.click(screen.getByRole('button', { name: 'Supprimer le compte' }));
    const dialog = await screen.findByRole('dialog', { name: /^Supprimer votre compte/ });
    const confirm = within(dialog).getByRole('textbox', { name: 'Saisissez DELETE pour confirmer' });
    await user.type(confirm, 'delete');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer mon compte' }));
    expect(confirm).toHaveAccessibleDescription('Saisissez DELETE en majuscules pour confirmer');
  });

  it('says in Spanish that the new passwords differ', async () => {
    const sent = stubFetch(answer);
    const { user } = renderWithProviders(<ChangePasswordSection user={aUser()} />, { locale: 'es' });

    expect(screen.getByRole('heading', { level: 2, name: 'Cambiar la contraseña' })).toBeVisible();
    await user.type(screen.getByLabelText('Contraseña actual'), 'my old secret phrase');
    const [newPassword, repeat] = [
      ...document.querySelectorAll<HTMLInputElement>('input[autocomplete="new-password"]'),
    ];
    if (!newPassword || !repeat) throw new Error('The new-password fields are missing');
    await user.type(newPassword, 'correct horse battery');
    await user.type(repeat, 'correct horse staple');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));

    expect(await screen.findByText('Las contraseñas no coinciden')).toBeVisible();
    expect(sent).toEqual([]);
  });
});
