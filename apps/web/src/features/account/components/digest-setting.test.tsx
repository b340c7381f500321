import { notificationRoutes } from '@coursewise/contract/routes';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiUrl, isCallOf } from '../../../test/api-url';
import { stubFetch } from '../../../test/fetch-stub';
import { aUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { EmailPreferencesSection } from './email-preferences-section';

describe('the daily digest switch (profile, email preferences)', () => {
  it('shows the saved setting and turns the digest off with a confirmation', async () => {
    const sent = stubFetch((request) =>
      isCallOf(request, notificationRoutes.updateNotificationSettings)
        ? { body: { data: { digest: false } } }
        : { body: { data: { digest: true } } },
    );
    const learner = aUser();
    const { user } = renderWithProviders(<EmailPreferencesSection user={learner} />, { signedInAs: learner });
    const digest = await screen.findByRole('switch', { name: /Daily e-mail digest of unread notifications/ });
    expect(digest).toBeChecked();

    await user.click(digest);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You will no longer get the daily email of unread notifications',
    );
    expect(digest).not.toBeChecked();
    expect(sent).toEqual([
      { method: 'GET', url: apiUrl(notificationRoutes.getNotificationSettings), body: undefined },
      { method: 'PUT', url: apiUrl(notificationRoutes.updateNotificationSettings), body: { digest: false } },
    ]);
  });

  it('says when the setting could not load, and loads it on retry', async () => {
    let isFailing = true;
    stubFetch(() =>
      isFailing
        ? { status: 500, body: { message: 'Down for a moment', code: 'X' } }
        : { body: { data: { digest: false } } },
    );
    const learner = aUser();
    const { user } = renderWithProviders(<EmailPreferencesSection user={learner} />, { signedInAs: learner });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The digest setting could not load: Down for a moment',
    );
    isFailing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch', { name: /Daily e-mail digest/ })).not.toBeChecked();
  });
});
