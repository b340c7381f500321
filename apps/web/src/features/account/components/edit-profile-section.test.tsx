import { accountRoutes } from '@coursewise/contract/routes';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../../test/api-url';
import { heldReply, stubFetch } from '../../../test/fetch-stub';
import { aUser, sessionReply } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { EditProfileSection } from './edit-profile-section';

describe('edit-profile section (the profile form)', () => {
  it('starts from the saved details, sends the changes and says they are saved', async () => {
    const learner = aUser({ phone: '+44 20 7946 0958' });
    const held = heldReply();
    const sent = stubFetch(() => held.reply);
    const { user } = renderWithProviders(<EditProfileSection user={learner} />, { signedInAs: learner });
    const firstName = screen.getByLabelText('First name');
    const submit = screen.getByRole('button', { name: 'Save changes' });

    expect(firstName).toHaveValue('Ada');
    expect(screen.getByLabelText('Last name')).toHaveValue('Lovelace');
    expect(screen.getByLabelText('Phone')).toHaveValue('+44 20 7946 0958');

    await user.clear(firstName);
    await user.type(firstName, 'Augusta Ada');
    await user.click(submit);

    await waitFor(() => expect(submit).toBeDisabled());
    expect(sent).toEqual([
      {
        method: 'PUT',
        url: apiUrl(accountRoutes.updateProfile),
        body: { firstName: 'Augusta Ada', lastName: 'Lovelace', phone: '+44 20 7946 0958' },
      },
    ]);

    held.release(sessionReply(aUser({ firstName: 'Augusta Ada', phone: '+44 20 7946 0958' })));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your profile has been saved');
    // The form starts again from what the server stored.
    expect(screen.getByLabelText('First name')).toHaveValue('Augusta Ada');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled());
  });
});

describe('edit-profile section: the picture', () => {
  it('says a file that is not a picture is refused as soon as it is chosen, before Save', async () => {
    const learner = aUser();
    const sent = stubFetch(() => ({ body: {} }));
    const { user } = renderWithProviders(<EditProfileSection user={learner} />, { signedInAs: learner });
    const input = screen.getByLabelText('Avatar picture');

    // Named .png and declared as one, but a PDF inside: only its first bytes tell.
    await user.upload(input, new File(['%PDF-1.7 my CV'], 'cv.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(expect.stringContaining('Choose a JPEG, PNG or WebP image')),
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('removes the current picture at once and says so', async () => {
    const learner = aUser({ avatarUrl: '/uploads/avatars/a/256.webp' });
    const sent = stubFetch(() => ({ body: { data: { ...learner, avatarUrl: null } } }));
    const { user, store } = renderWithProviders(<EditProfileSection user={learner} />, {
      signedInAs: learner,
    });

    await user.click(screen.getByRole('button', { name: 'Remove picture' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your picture has been removed');
    expect(sent).toEqual([{ method: 'DELETE', url: apiUrl(accountRoutes.removeAvatar), body: {} }]);
    expect(store.getState().user.userData?.avatarUrl).toBeNull();
  });

  it('offers no "Remove picture" without a picture', () => {
    const learner = aUser();
    renderWithProviders(<EditProfileSection user={learner} />, { signedInAs: learner });
    expect(screen.queryByRole('button', { name: 'Remove picture' })).toBeNull();
  });
});
