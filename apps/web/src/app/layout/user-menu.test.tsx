import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
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

  it('signs out with a full navigation home, and the next page says "You have signed out"', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const learner = aUser();
    const first = renderWithProviders(<UserMenu user={learner} />, { signedInAs: learner });
    await first.user.click(screen.getByRole('button', { name: /account menu/i }));
    await first.user.click(await screen.findByRole('menuitem', { name: 'Sign out', hidden: true }));
    expect(assign).toHaveBeenCalledWith('/');
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
});
