import { authRoutes } from '@coursewise/contract/routes';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../../test/api-url';
import { heldReply, stubFetch } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { SignUpForm } from './sign-up-form';

const GOOD_PASSWORD = 'correct horse battery';

function fields() {
  return {
    email: screen.getByLabelText('Email'),
    password: screen.getByLabelText('Password', { exact: true }),
    confirm: screen.getByLabelText('Confirm password', { exact: true }),
    submit: screen.getByRole('button', { name: 'Create account' }),
  };
}

describe('sign-up form', () => {
  it('shows the password limits under the password field', () => {
    renderWithProviders(<SignUpForm />);
    expect(screen.getByText('12 to 128 characters. A long phrase is easy to remember.')).toBeVisible();
  });

  it('says what is missing inline and sends nothing', async () => {
    const sent = stubFetch(() => ({ body: {} }));
    const { user } = renderWithProviders(<SignUpForm />);

    await user.click(fields().submit);

    expect(fields().email).toHaveAccessibleDescription('This field is required');
    expect(fields().password).toHaveAccessibleDescription(expect.stringContaining('This field is required'));
    expect(sent).toEqual([]);
  });

  it('refuses a bad address, a short password and a confirmation that differs', async () => {
    const sent = stubFetch(() => ({ body: {} }));
    const { user } = renderWithProviders(<SignUpForm />);
    const { email, password, confirm, submit } = fields();

    await user.type(email, 'ada@example');
    await user.type(password, 'too short');
    await user.type(confirm, 'something else');
    await user.click(submit);

    expect(await screen.findByText('Enter a valid email address')).toBeVisible();
    expect(screen.getByText('Use at least 12 characters')).toBeVisible();
    expect(screen.getByText('Passwords do not match')).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('sends the trimmed address and the password, waits, then asks for the e-mailed code', async () => {
    const held = heldReply();
    const sent = stubFetch(() => held.reply);
    const { user, currentPath } = renderWithProviders(<SignUpForm />, { route: '/signup' });
    const { email, password, confirm, submit } = fields();

    await user.type(email, '  ada@example.com ');
    await user.type(password, GOOD_PASSWORD);
    await user.type(confirm, GOOD_PASSWORD);
    await user.click(submit);

    await waitFor(() => expect(submit).toBeDisabled());
    expect(sent).toEqual([
      {
        method: 'POST',
        url: apiUrl(authRoutes.signup),
        body: { email: 'ada@example.com', password: GOOD_PASSWORD },
      },
    ]);

    held.release({ body: { data: { email: 'ada@example.com', verificationRequired: true } } });
    await waitFor(() => expect(currentPath()).toBe('/verify?email=ada%40example.com'));
  });

  it("puts the server's per-field message under the field and its summary in a toast", async () => {
    // What the server says of a password its list of common ones holds (an email that already has an
    // account is answered like a new one, so it is no error).
    stubFetch(() => ({
      status: 400,
      body: {
        code: 'BAD_REQUEST',
        message: 'This password is too common. Choose one that is harder to guess.',
        errors: [{ path: 'password', message: 'is too common' }],
      },
    }));
    const { user } = renderWithProviders(<SignUpForm />);
    const { email, password, confirm, submit } = fields();

    await user.type(email, 'ada@example.com');
    await user.type(password, GOOD_PASSWORD);
    await user.type(confirm, GOOD_PASSWORD);
    await user.click(submit);

    expect(await screen.findByText('The password is too common')).toBeVisible();
    expect(fields().password).toHaveAccessibleDescription(
      expect.stringContaining('The password is too common'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password is too common. Choose one that is harder to guess.',
    );
    await waitFor(() => expect(submit).toBeEnabled());
  });
});
