import { accountRoutes } from '@coursewise/contract/routes';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readCookie, removeCookie } from '../../lib/cookies';
import { apiUrl } from '../../test/api-url';
import { stubFetch } from '../../test/fetch-stub';
import { aUser, sessionReply } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { Footer } from './footer';
import { Header } from './header';

describe('a signed-in learner’s language', () => {
  afterEach(() => {
    removeCookie('locale', '/');
    document.documentElement.lang = 'en';
  });

  it('is taken from the profile on a device where none was chosen', async () => {
    renderWithProviders(
      <>
        <Header />
        <Footer />
      </>,
      { signedInAs: aUser({ locale: 'es' }) },
    );
    for (const menu of await screen.findAllByRole('combobox', { name: 'Idioma' }))
      expect(menu).toHaveValue('es');
    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
    expect(readCookie('locale')).toBe('es');
  });

  it('is saved on the profile when chosen in the menu, and only on this device when signed out', async () => {
    const sent = stubFetch((request) =>
      request.method === 'PUT' ? sessionReply(aUser({ locale: 'de' })) : { body: { data: [] } },
    );
    const signedIn = renderWithProviders(<Footer />, { signedInAs: aUser() });
    await signedIn.user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Deutsch');
    await waitFor(() =>
      expect(sent.filter((request) => request.method === 'PUT')).toEqual([
        { method: 'PUT', url: apiUrl(accountRoutes.updateProfile), body: { locale: 'de' } },
      ]),
    );
    await waitFor(() => expect(signedIn.store.getState().user.userData?.locale).toBe('de'));
    signedIn.unmount();

    removeCookie('locale', '/');
    const before = sent.length;
    const visitor = renderWithProviders(<Footer />);
    await visitor.user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Français');
    await waitFor(() => expect(readCookie('locale')).toBe('fr'));
    expect(sent.slice(before).filter((request) => request.method === 'PUT')).toEqual([]);
  });
});
