import { authRoutes } from '@coursewise/contract/routes';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../../test/api-url';
import { heldReply, stubFetch } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { ForgotPasswordForm } from './forgot-password-form';

const email = () => screen.getByLabelText('Email');
const submit = () => screen.getByRole('button', { name: 'Send reset code' });

describe('forgot-password form', () => {
  it('says what is missing or wrong inline and sends nothing', async () => {
    const sent = stubFetch(() => ({ body: {} }));
    const { user } = renderWithProviders(<ForgotPasswordForm />);

    await user.click(submit());
    expect(email()).toHaveAccessibleDescription('This field is required');

    await user.type(email(), 'ada@');
    await user.click(submit());
    expect(email()).toHaveAccessibleDescription('Enter a valid email address');
    expect(sent).toEqual([]);
  });

  it("sends the address, waits, then shows the server's answer and asks for the code", async () => {
    const held = heldReply();
    const sent = stubFetch(() => held.reply);
    const { user, currentPath } = renderWithProviders(<ForgotPasswordForm initialEmail="ada@example.com" />);

    await user.click(submit());

    await waitFor(() => expect(submit()).toBeDisabled());
    expect(sent).toEqual([
      { method: 'POST', url: apiUrl(authRoutes.forgotPassword), body: { email: 'ada@example.com' } },
    ]);

    held.release({ body: { message: 'Check your inbox for a reset code' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Check your inbox for a reset code');
    await waitFor(() => expect(currentPath()).toBe('/reset-password?email=ada%40example.com'));
  });

  it('says so itself when the server answers without a message', async () => {
    stubFetch(() => ({ body: { message: '' } }));
    const { user } = renderWithProviders(<ForgotPasswordForm initialEmail="ada@example.com" />);

    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'If an account uses that address, we have emailed it a reset code.',
    );
  });
});
