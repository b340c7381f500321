import { accountRoutes } from '@coursewise/contract/routes';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getToken, setToken } from '../../lib/session';
import { apiUrl } from '../../test/api-url';
import { heldReply, stubFetch } from '../../test/fetch-stub';
import { aUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { bootstrapSession } from '../session-bootstrap';
import { UserMenu } from './user-menu';

describe('user menu', () => {
  it('is named by what it is and the name it shows (label in name)', () => {
    const learner = aUser();
    renderWithProviders(<UserMenu user={learner} />, { signedInAs: learner });
    const button = screen.getByRole('button', { name: 'Account menu for Ada Lovelace' });
    expect(button).toHaveTextContent('Ada Lovelace');
  });

  it('offers the admin console to an admin, and takes them there', async () => {
    const admin = aUser({ role: 'admin' });
    const menu = renderWithProviders(<UserMenu user={admin} />, { signedInAs: admin });
    await menu.user.click(screen.getByRole('button', { name: /account menu/i }));
    const entry = await screen.findByRole('menuitem', { name: 'Admin console', hidden: true });
    expect(entry).toHaveAttribute('href', '/admin');
    await menu.user.click(entry);
    await waitFor(() => expect(menu.currentPath()).toBe('/admin'));
  });

  it('offers the studio to an instructor, and takes them there', async () => {
    const instructor = aUser({ role: 'instructor' });
    const menu = renderWithProviders(<UserMenu user={instructor} />, { signedInAs: instructor });
    await menu.user.click(screen.getByRole('button', { name: /account menu/i }));
    const entry = await screen.findByRole('menuitem', { name: 'Studio', hidden: true });
    expect(entry).toHaveAttribute('href', '/studio');
    expect(screen.queryByRole('menuitem', { name: 'Admin console', hidden: true })).not.toBeInTheDocument();
    await menu.user.click(entry);
    await waitFor(() => expect(menu.currentPath()).toBe('/studio'));
  });

  it('offers no console and no studio to a learner', async () => {
    const learner = aUser();
    const menu = renderWithProviders(<UserMenu user={learner} />, { signedInAs: learner });
    await menu.user.click(screen.getByRole('button', { name: /account menu/i }));
    await screen.findByRole('menuitem', { name: 'Profile', hidden: true });
    expect(screen.queryByRole('menuitem', { name: 'Admin console', hidden: true })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Studio', hidden: true })).not.toBeInTheDocument();
  });

  it('ends the session on the server, then navigates home, and the next page says "You have signed out"', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const held = heldReply();
    const sent = stubFetch(() => held.reply);
    setToken('header.payload.signature');
    const learner = aUser();
    const first = renderWithProviders(<UserMenu user={learner} />, { signedInAs: learner });
    await first.user.click(screen.getByRole('button', { name: /account menu/i }));
    await first.user.click(await screen.findByRole('menuitem', { name: 'Sign out', hidden: true }));
    // The cookie is cleared only once the server has ended the session.
    await waitFor(() =>
      expect(sent).toEqual([{ method: 'POST', url: apiUrl(accountRoutes.signout), body: {} }]),
    );
    expect(assign).not.toHaveBeenCalled();
    expect(getToken()).toBe('header.payload.signature');
    held.release({ body: { message: 'You have signed out.' } });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(getToken()).toBeUndefined();
    expect(first.store.getState().user.userData).toBeNull();
    first.unmount();

    // The reloaded page: start-up raises the kept confirmation, once.
    stubFetch(() => ({ status: 500, body: {} }));
    const next = renderWithProviders(<p>Home</p>);
    bootstrapSession(next.store);
    expect(await screen.findByRole('alert')).toHaveTextContent('You have signed out');
    bootstrapSession(next.store);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    assign.mockRestore();
  });

  it('still signs out here when the server cannot be reached', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    stubFetch(() => ({ status: 503, body: { message: 'Down', code: 'UNAVAILABLE' } }));
    setToken('header.payload.signature');
    const learner = aUser();
    const menu = renderWithProviders(<UserMenu user={learner} />, { signedInAs: learner });
    await menu.user.click(screen.getByRole('button', { name: /account menu/i }));
    await menu.user.click(await screen.findByRole('menuitem', { name: 'Sign out', hidden: true }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(getToken()).toBeUndefined();
    assign.mockRestore();
  });
});
