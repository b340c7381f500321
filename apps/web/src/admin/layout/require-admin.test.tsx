import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { REDIRECT_KEY } from '../../lib/session';
import { stubFetch } from '../../test/fetch-stub';
import { aUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { AdminApp } from '..';

function openConsole(route: string, signedInAs?: ReturnType<typeof aUser>) {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/*" element={<AdminApp />} />
      <Route path="/signin" element={<h1>Sign in</h1>} />
    </Routes>,
    { route, signedInAs },
  );
}

describe('the admin console gate', () => {
  it('sends a signed-out visitor to sign-in and remembers where they were going', async () => {
    const view = openConsole('/admin/users?search=ann');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(view.currentPath()).toBe('/signin');
    expect(sessionStorage.getItem(REDIRECT_KEY)).toBe('/admin/users?search=ann');
  });

  it('shows a learner a 403 page and no console', async () => {
    stubFetch(() => ({ status: 403, body: { message: 'Not allowed', code: 'FORBIDDEN' } }));
    openConsole('/admin', aUser());
    expect(await screen.findByRole('heading', { name: 'You cannot open the admin console' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('opens the console for an admin: navigation, site link and account', async () => {
    stubFetch(() => ({ body: { data: { items: [], page: 1, limit: 20, total: 0 } } }));
    openConsole('/admin/nowhere', aUser({ role: 'admin' }));
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    for (const name of ['Dashboard', 'Courses', 'Users', 'Purchases', 'Settings', 'Audit log']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View site' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Account menu for Ada Lovelace' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
