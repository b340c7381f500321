import { authRoutes } from '@coursewise/contract/routes';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../../test/api-url';
import { heldReply, stubFetch } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { ResetPasswordForm } from './reset-password-form';

const NEW_PASSWORD = 'a brand new passphrase';

function fields() {
  return {
    email: screen.getByLabelText('Email'),
    code: screen.getByLabelText('Reset code'),
    password: screen.getByLabelText('New password', { exact: true }),
    confirm: screen.getByLabelText('Confirm new password', { exact: true }),
    submit: screen.getByRole('button', { name: 'Reset password' }),
  };
}

describe('reset-password form', () => {
  it('says what is missing or wrong under each field and sends nothing', async () => {
    const sent = stubFetch(() => ({ body: {} }));
    const { user } = renderWithProviders(<ResetPasswordForm initialEmail="ada@example.com" />);
    const { code, password, confirm, submit } = fields();

    await user.click(submit);
    expect(code).toHaveAccessibleDescription(
      'Enter the 6-digit code from the email The 6-digit code we emailed you.',
    );
    expect(password).toHaveAccessibleDescription(
      'This field is required 12 to 128 characters. A long phrase is easy to remember.',
    );

    await user.type(code, '12');
    await user.type(password, NEW_PASSWORD);
    await user.type(confirm, `${NEW_PASSWORD}!`);
    await user.click(submit);

    expect(code).toHaveAccessibleDescription(
      'Enter the 6-digit code from the email The 6-digit code we emailed you.',
    );
    expect(confirm).toHaveAccessibleDescription('Passwords do not match');
    expect(sent).toEqual([]);
  });

  it('sends address, code and password, waits, then sends the learner to sign in', async () => {
    const held = heldReply();
    const sent = stubFetch(() => held.reply);
    const { user, currentPath } = renderWithProviders(<ResetPasswordForm initialEmail="ada@example.com" />);
    const { code, password, confirm, submit } = fields();

    await user.type(code, '123456');
    await user.type(password, NEW_PASSWORD);
    await user.type(confirm, NEW_PASSWORD);
    await user.click(submit);

    await waitFor(() => expect(submit).toBeDisabled());
    expect(sent).toEqual([
      {
        method: 'POST',
        url: apiUrl(authRoutes.resetPassword),
        body: { email: 'ada@example.com', code: '123456', password: NEW_PASSWORD },
      },
    ]);

    held.release({ body: { message: 'Your password has been reset' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your password has been reset');
    await waitFor(() => expect(currentPath()).toBe('/signin?email=ada%40example.com'));
  });

  it("shows the server's word on the code under the field", async () => {
    stubFetch(() => ({
      status: 400,
      body: {
        code: 'INVALID_CODE',
        message: 'The code is wrong or has expired',
        errors: [{ path: '/body/code', message: 'is wrong or has expired' }],
      },
    }));
    const { user, currentPath } = renderWithProviders(<ResetPasswordForm initialEmail="ada@example.com" />, {
      route: '/reset-password',
    });
    const { code, password, confirm, submit } = fields();

    await user.type(code, '999999');
    await user.type(password, NEW_PASSWORD);
    await user.type(confirm, NEW_PASSWORD);
    await user.click(submit);

    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        'The code is wrong or has expired The 6-digit code we emailed you.',
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is wrong or has expired');
    expect(currentPath()).toBe('/reset-password');
  });
});

describe('reset-password form: digits and focus', () => {
  it('keeps only the digits of the code, typed or pasted', async () => {
    const { user } = renderWithProviders(<ResetPasswordForm initialEmail="ada@example.com" />);
    const { code } = fields();
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await user.type(code, 'x9y8z7');
    expect(code).toHaveValue('987');
    await user.clear(code);
    await user.paste('Code: 654-321');
    expect(code).toHaveValue('654321');
  });

  it('starts on the code when the address came with the link, else on the address', async () => {
    const first = renderWithProviders(<ResetPasswordForm initialEmail="ada@example.com" />);
    await waitFor(() => expect(fields().code).toHaveFocus());
    first.unmount();

    renderWithProviders(<ResetPasswordForm />);
    await waitFor(() => expect(fields().email).toHaveFocus());
  });
});
