import { authRoutes } from '@coursewise/contract/routes';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../../test/api-url';
import { heldReply, stubFetch } from '../../../test/fetch-stub';
import { aUser, sessionReply } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { CompleteProfilePage } from './complete-profile-page';

const newLearner = aUser({ firstName: null, lastName: null, profileComplete: false });

function fields() {
  return {
    firstName: screen.getByLabelText('First name'),
    lastName: screen.getByLabelText('Last name'),
    phone: screen.getByLabelText('Phone'),
    avatar: screen.getByLabelText('Avatar picture'),
    submit: screen.getByRole('button', { name: 'Save and continue' }),
  };
}

describe('complete-profile page (the profile form)', () => {
  it('says what is missing or wrong under each field and sends nothing', async () => {
    const sent = stubFetch(() => ({ body: {} }));
    const { user } = renderWithProviders(<CompleteProfilePage />, { signedInAs: newLearner });
    const { firstName, lastName, phone, submit } = fields();

    await user.click(submit);
    expect(firstName).toHaveAccessibleDescription('This field is required');
    expect(lastName).toHaveAccessibleDescription('This field is required');

    await user.type(firstName, 'R2D2');
    await user.type(lastName, 'Lovelace');
    await user.type(phone, 'call me');
    await user.click(submit);

    expect(firstName).toHaveAccessibleDescription('Use letters, spaces, apostrophes, dots and dashes only');
    expect(phone).toHaveAccessibleDescription(
      'Enter a valid phone number, e.g. +44 20 7946 0958 Optional. Include the country code, e.g. +44 20 7946 0958.',
    );
    expect(sent).toEqual([]);
  });

  it('sends the trimmed names and phone as JSON, waits, then welcomes the learner home', async () => {
    const held = heldReply();
    const sent = stubFetch(() => held.reply);
    const { user, currentPath } = renderWithProviders(<CompleteProfilePage />, {
      route: '/signup/profile',
      signedInAs: newLearner,
    });
    const { firstName, lastName, phone, submit } = fields();

    await user.type(firstName, ' Ada ');
    await user.type(lastName, 'Lovelace');
    await user.type(phone, '+44 20 7946 0958');
    await user.click(submit);

    await waitFor(() => expect(submit).toBeDisabled());
    expect(sent).toEqual([
      {
        method: 'POST',
        url: apiUrl(authRoutes.signup),
        body: { firstName: 'Ada', lastName: 'Lovelace', phone: '+44 20 7946 0958' },
      },
    ]);

    held.release(sessionReply(aUser({ phone: '+44 20 7946 0958' })));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your profile is ready. Welcome to Coursewise!',
    );
    await waitFor(() => expect(currentPath()).toBe('/'));
  });

  it('sends a chosen picture as multipart form data', async () => {
    const sent = stubFetch(() => sessionReply());
    const { user } = renderWithProviders(<CompleteProfilePage />, { signedInAs: newLearner });
    // A PNG's signature: the picker reads a file's first bytes as soon as it is chosen.
    const pngSignature = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    const picture = new File([pngSignature], 'me.png', { type: 'image/png' });

    await user.type(fields().firstName, 'Ada');
    await user.type(fields().lastName, 'Lovelace');
    await user.upload(fields().avatar, picture);
    expect(await screen.findByRole('button', { name: 'Remove chosen picture' })).toBeVisible();
    await user.click(fields().submit);

    await waitFor(() => expect(sent).toHaveLength(1));
    const body = sent[0]?.body;
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('firstName')).toBe('Ada');
    expect(form.get('lastName')).toBe('Lovelace');
    expect((form.get('avatar') as File).name).toBe('me.png');
  });

  it('refuses a picture that is not an image and sends nothing', async () => {
    const sent = stubFetch(() => sessionReply());
    renderWithProviders(<CompleteProfilePage />, { signedInAs: newLearner });
    // A person can pick any file through "All files"; the input's `accept` only filters the dialog.
    const user = userEvent.setup({ applyAccept: false });

    await user.type(fields().firstName, 'Ada');
    await user.type(fields().lastName, 'Lovelace');
    await user.upload(fields().avatar, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    await user.click(fields().submit);

    expect(screen.getByText('Choose a JPEG, PNG or WebP image')).toBeVisible();
    expect(sent).toEqual([]);
  });

  it("shows the server's per-field message under the field", async () => {
    stubFetch(() => ({
      status: 400,
      body: {
        code: 'VALIDATION',
        message: 'lastName: must be at most 80 characters',
        errors: [{ path: '/body/lastName', message: 'must be at most 80 characters' }],
      },
    }));
    const { user } = renderWithProviders(<CompleteProfilePage />, { signedInAs: newLearner });

    await user.type(fields().firstName, 'Ada');
    await user.type(fields().lastName, 'Lovelace');
    await user.click(fields().submit);

    await waitFor(() =>
      expect(fields().lastName).toHaveAccessibleDescription('The last name must be at most 80 characters'),
    );
    await waitFor(() => expect(fields().submit).toBeEnabled());
  });
});
