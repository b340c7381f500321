import { accountRoutes, notificationRoutes } from '@coursewise/contract/routes';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiUrl, isCallOf } from '../../../test/api-url';
import { stubFetch } from '../../../test/fetch-stub';
import { aUser, sessionReply } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { EmailPreferencesSection } from './email-preferences-section';

describe('email preferences (profile)', () => {
  it('shows the saved preference and turns announcement mail off with a confirmation', async () => {
    const learner = aUser();
    const sent = stubFetch((request) =>
      isCallOf(request, notificationRoutes.getNotificationSettings)
        ? { body: { data: { digest: true } } }
        : sessionReply(aUser({ emailAnnouncements: false })),
    );
    const { user } = renderWithProviders(<EmailPreferencesSection user={learner} />, { signedInAs: learner });
    const box = screen.getByRole('checkbox', { name: /Email me the announcements of my courses/ });
    expect(box).toBeChecked();

    await user.click(box);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You will no longer get course announcements by email',
    );
    expect(sent.filter((request) => request.method === 'PUT')).toEqual([
      { method: 'PUT', url: apiUrl(accountRoutes.updateProfile), body: { emailAnnouncements: false } },
    ]);
  });
});
