import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { aUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { AdminApp } from '..';

function openConsole(route: string, locale: 'de' | 'fr' | 'es', signedInAs = aUser({ role: 'admin' })) {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/*" element={<AdminApp />} />
    </Routes>,
    { route, signedInAs, locale },
  );
}

describe('the console frame in other languages', () => {
  it('shows the navigation, the header and a missing page in German', async () => {
    stubFetch(() => ({ body: { data: { items: [], page: 1, limit: 20, total: 0 } } }));
    openConsole('/admin/nowhere', 'de');
    const nav = await screen.findByRole('navigation', { name: 'Verwaltung' });
    for (const name of ['Dashboard', 'Benutzer', 'Erstattungsanträge', 'Einstellungen', 'Audit-Protokoll']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Zur Website' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Kontomenü von Ada Lovelace' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zum Dashboard' })).toBeVisible();
    expect(document.title).toMatch(/^Seite nicht gefunden · Verwaltung/);
  });

  it('tells a learner in French that the console is closed to them', async () => {
    stubFetch(() => ({ status: 403, body: { message: 'Not allowed', code: 'FORBIDDEN' } }));
    openConsole('/admin', 'fr', aUser());
    expect(
      await screen.findByRole('heading', { name: 'Vous ne pouvez pas ouvrir la console d’administration' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toBeVisible();
  });

  it('pages a list in Spanish, with the range in Spanish digits', async () => {
    const items = Array.from({ length: 2 }, (_, index) => ({
      id: `u${index}`,
      email: `user${index}@example.com`,
      firstName: 'Ana',
      lastName: `Núñez ${index}`,
      role: 'learner',
      isDisabled: false,
      isEmailVerified: true,
      avatarUrl: null,
      createdAt: '2026-01-15T10:00:00.000Z',
    }));
    stubFetch(() => ({ body: { data: { items, page: 1, limit: 20, total: 12345 } } }));
    openConsole('/admin/users', 'es');
    expect(await screen.findByText(`1–2 de ${(12345).toLocaleString('es')}`)).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Paginación' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Página 2' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: /Buscar/ })).toBeVisible();
  });
});
