import { accountRoutes } from '@coursewise/contract/routes';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/event-bus';
import { apiUrl } from '../../../test/api-url';
import { heldReply, stubFetch } from '../../../test/fetch-stub';
import { aUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { ChangePasswordSection } from './change-password-section';

const NEW_PASSWORD = 'a brand new passphrase';

function fields() {
  return {
    current: screen.getByLabelText('Current password', { exact: true }),
    password: screen.getByLabelText('New password', { exact: true }),
    confirm: screen.getByLabelText('Confirm new password', { exact: true }),
    submit: screen.getByRole('button', { name: 'Change password' }),
  };
}

describe('change-password section', () => {
  it('tells a Google-only learner how to set a password instead of showing the form', () => {
    renderWithProviders(<ChangePasswordSection user={aUser({ hasPassword: false })} />);

    expect(screen.getByText(/You sign in with Google, so your account has no password/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Forgot password' })).toHaveAttribute(
      'href',
      '/forgot-password?email=ada%40example.com',
    );
    expect(screen.queryByLabelText('Current password', { exact: true })).toBeNull();
  });

  it('says what is missing or wrong under each field and sends nothing', async () => {
    const sent = stubFetch(() => ({ body: {} }));
    const { user } = renderWithProviders(<ChangePasswordSection user={aUser()} />);
    const { current, password, confirm, submit } = fields();

    await user.type(password, 'short');
    await user.type(confirm, 'shorter');
    await user.click(submit);

    expect(current).toHaveAccessibleDescription('This field is required');
    expect(password).toHaveAccessibleDescription(
      'Use at least 12 characters 12 to 128 characters. A long phrase is easy to remember.',
    );
    expect(confirm).toHaveAccessibleDescription('Passwords do not match');
    expect(sent).toEqual([]);
  });

  it('sends the current and new password, waits, then says it is done and empties the fields', async () => {
    const held = heldReply();
    const sent = stubFetch(() => held.reply);
    const { user } = renderWithProviders(<ChangePasswordSection user={aUser()} />);
    const { current, password, confirm, submit } = fields();

    await user.type(current, 'the old passphrase');
    await user.type(password, NEW_PASSWORD);
    await user.type(confirm, NEW_PASSWORD);
    await user.click(submit);

    await waitFor(() => expect(submit).toBeDisabled());
    expect(sent).toEqual([
      {
        method: 'POST',
        url: apiUrl(accountRoutes.changePassword),
        body: { currentPassword: 'the old passphrase', newPassword: NEW_PASSWORD },
      },
    ]);

    held.release({ body: { data: { token: 'new-token' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your password has been changed');
    expect(current).toHaveValue('');
    expect(password).toHaveValue('');
    expect(confirm).toHaveValue('');
  });

  it('shows a wrong current password under that field and keeps what was typed', async () => {
    const toasts = vi.spyOn(notify, 'error');
    stubFetch(() => ({
      status: 400,
      body: {
        code: 'WRONG_PASSWORD',
        message: 'Your current password is not correct',
        errors: [{ path: 'currentPassword', message: 'is not correct' }],
      },
    }));
    const { user } = renderWithProviders(<ChangePasswordSection user={aUser()} />);
    const { current, password, confirm, submit } = fields();

    await user.type(current, 'a guess');
    await user.type(password, NEW_PASSWORD);
    await user.type(confirm, NEW_PASSWORD);
    await user.click(submit);

    await waitFor(() => expect(current).toHaveAccessibleDescription('The current password is not correct'));
    // One message for one mistake: under the field, not also in a toast (issue 27, item 9).
    expect(toasts).not.toHaveBeenCalled();
    expect(password).toHaveValue(NEW_PASSWORD);
    toasts.mockRestore();
  });

  it('shows a refusal that names no field as an error toast', async () => {
    stubFetch(() => ({
      status: 429,
      body: { code: 'RATE_LIMITED', message: 'Too many attempts. Please try again in 15 minutes.' },
    }));
    const { user } = renderWithProviders(<ChangePasswordSection user={aUser()} />);
    const { current, password, confirm, submit } = fields();

    await user.type(current, 'a guess');
    await user.type(password, NEW_PASSWORD);
    await user.type(confirm, NEW_PASSWORD);
    await user.click(submit);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 15 minutes.',
    );
  });
});
