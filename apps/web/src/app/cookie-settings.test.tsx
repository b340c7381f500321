import { CONSENT_COOKIE } from '@coursewise/contract/cookies';
import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { RootLayout } from './layout/root-layout';

const banner = () => screen.queryByRole('region', { name: 'Cookie consent' });

describe('"Cookie settings" in the footer', () => {
  it('brings the banner back to a visitor who has answered, and a new choice replaces the old one', async () => {
    Cookies.set(CONSENT_COOKIE, 'decline', { path: '/' });
    const { user } = renderWithProviders(<RootLayout />);
    const footer = screen.getByRole('contentinfo');
    const settings = screen.getByRole('button', { name: 'Cookie settings' });
    expect(footer).toContainElement(settings);
    expect(banner()).toBeNull();

    await user.click(settings);
    const reopened = await screen.findByRole('region', { name: 'Cookie consent' });
    // Focus moves to the banner, so the question is heard where it appears.
    await waitFor(() => expect(reopened).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Accept All Cookies' }));
    expect(Cookies.get(CONSENT_COOKIE)).toBe('accept');
    await waitFor(() => expect(banner()).toBeNull());
    expect(settings).toHaveFocus();

    await user.click(settings);
    await screen.findByRole('region', { name: 'Cookie consent' });
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(Cookies.get(CONSENT_COOKIE)).toBe('decline');
    await waitFor(() => expect(banner()).toBeNull());
  });
});
