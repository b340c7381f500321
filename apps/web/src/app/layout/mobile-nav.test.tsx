import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { MobileNav } from './mobile-nav';

const renderMenu = (signedInAs?: ReturnType<typeof aUser>) =>
  renderWithProviders(<MobileNav id="mobile-navigation" onClose={() => {}} />, { signedInAs });

describe('the phone menu', () => {
  it('offers the admin console to an admin, and takes them there', async () => {
    const menu = renderMenu(aUser({ role: 'admin' }));
    const nav = screen.getByRole('navigation', { name: 'Mobile' });
    const entry = screen.getByRole('link', { name: 'Admin console' });
    expect(nav).toContainElement(entry);
    expect(entry).toHaveAttribute('href', '/admin');
    await menu.user.click(entry);
    expect(menu.currentPath()).toBe('/admin');
  });

  it('offers the studio to an instructor (and no console), and takes them there', async () => {
    const menu = renderMenu(aUser({ role: 'instructor' }));
    const entry = screen.getByRole('link', { name: 'Studio' });
    expect(entry).toHaveAttribute('href', '/studio');
    expect(screen.queryByRole('link', { name: 'Admin console' })).not.toBeInTheDocument();
    await menu.user.click(entry);
    expect(menu.currentPath()).toBe('/studio');
  });

  it('offers no console and no studio to a learner', () => {
    renderMenu(aUser());
    expect(screen.getByRole('link', { name: 'My certificates' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Admin console' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Studio' })).not.toBeInTheDocument();
  });

  it('offers no console to a visitor who is not signed in', () => {
    renderMenu();
    expect(screen.getByRole('link', { name: 'Courses' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Admin console' })).not.toBeInTheDocument();
  });
});
