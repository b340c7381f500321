import { CONSENT_COOKIE } from '@coursewise/contract/cookies';
import { screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { CookieConsentBanner } from './cookie-consent';

const banner = () => screen.queryByRole('region', { name: 'Cookie consent' });

describe('cookie consent banner', () => {
  it('asks a visitor who has not answered yet', () => {
    renderWithProviders(<CookieConsentBanner />);

    expect(banner()).toBeVisible();
    expect(banner()).toHaveTextContent('We use cookies to enhance your browsing experience');
    expect(screen.getByRole('button', { name: 'Accept All Cookies' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeVisible();
  });

  it('remembers "accept" and goes away', async () => {
    const { user } = renderWithProviders(<CookieConsentBanner />);

    await user.click(screen.getByRole('button', { name: 'Accept All Cookies' }));

    expect(Cookies.get(CONSENT_COOKIE)).toBe('accept');
    expect(banner()).toBeNull();
  });

  it('remembers "decline" and goes away', async () => {
    const { user } = renderWithProviders(<CookieConsentBanner />);

    await user.click(screen.getByRole('button', { name: 'Decline' }));

    expect(Cookies.get(CONSENT_COOKIE)).toBe('decline');
    expect(banner()).toBeNull();
  });

  it('stays hidden for a visitor who has answered before', () => {
    Cookies.set(CONSENT_COOKIE, 'decline', { path: '/' });
    renderWithProviders(<CookieConsentBanner />);

    expect(banner()).toBeNull();
  });
});
