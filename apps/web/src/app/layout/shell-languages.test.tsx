import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readCookie } from '../../lib/cookies';
import { aUser } from '../../test/fixtures';
import { CATALOGUE_FILES } from '../../test/i18n';
import { renderWithProviders } from '../../test/render';
import { Footer } from './footer';
import { Header } from './header';

interface HappyDomWindow {
  happyDOM?: { setViewport(viewport: { width: number; height: number }): void };
}
const setViewport = (width: number) =>
  (window as Window & HappyDomWindow).happyDOM?.setViewport({ width, height: 844 });

/** Everything the shell says: its text, the names it gives controls, and the menus' options. */
function shellWords(): string {
  const labels = [...document.querySelectorAll('[aria-label]')].map((node) =>
    node.getAttribute('aria-label'),
  );
  return `${document.body.textContent} ${labels.join(' ')}`;
}

// The shell's English messages (core's and shared's) that differ from German and hold no placeholder
// (those are checked by their words). Other catalogues' short words ("or", "All") are not the shell's.
const shellCatalogues = { ...CATALOGUE_FILES.core.en, ...CATALOGUE_FILES.shared.en };
const germanShell = { ...CATALOGUE_FILES.core.de, ...CATALOGUE_FILES.shared.de };
const englishOnly = Object.entries(shellCatalogues)
  .filter(([id, message]) => !message.includes('{') && germanShell[id] !== message)
  .map(([, message]) => message);

describe('the shell in other languages', () => {
  beforeEach(() => setViewport(390));
  afterEach(() => {
    setViewport(1024);
    document.documentElement.lang = 'en';
  });

  it('shows the header, the phone menu and the footer in German with no English left, at 390 px', async () => {
    const shell = renderWithProviders(
      <>
        <Header />
        <Footer />
      </>,
      { locale: 'de', signedInAs: aUser() },
    );
    await shell.user.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    const phoneMenu = await screen.findByRole('navigation', { name: 'Mobilmenü' });
    expect(within(phoneMenu).getByRole('link', { name: 'Wunschliste' })).toBeInTheDocument();
    expect(within(phoneMenu).getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    expect(screen.getByRole('navigation', { name: 'Fußzeile' })).toBeInTheDocument();
    expect(screen.getByText(/Alle Rechte vorbehalten/)).toBeInTheDocument();

    const words = shellWords();
    expect(englishOnly.filter((message) => words.includes(message))).toEqual([]);
    expect(words).not.toMatch(/All rights reserved|Profile \(/);
  });

  it('names each language in itself, and switches the shell without a reload when one is chosen', async () => {
    const shell = renderWithProviders(<Footer />);
    const menu = screen.getByRole('combobox', { name: 'Language' });
    const options = within(menu).getAllByRole('option');
    expect(options.map((option) => [option.textContent, option.getAttribute('lang')])).toEqual([
      ['English', 'en'],
      ['Español', 'es'],
      ['Français', 'fr'],
      ['Deutsch', 'de'],
    ]);

    await shell.user.selectOptions(menu, 'Français');
    expect(await screen.findByRole('link', { name: 'Confidentialité' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    expect(readCookie('locale')).toBe('fr');
  });
});
