import { authRoutes } from '@coursewise/contract/routes';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../../test/api-url';
import { heldReply, stubFetch } from '../../../test/fetch-stub';
import { aUser, sessionReply } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { VerifyForm } from './verify-form';

function fields() {
  return {
    email: screen.getByLabelText('Email'),
    code: screen.getByLabelText('Verification code'),
    submit: screen.getByRole('button', { name: 'Verify email' }),
    resend: screen.getByRole('button', { name: 'Resend code' }),
  };
}

describe('verify form', () => {
  it('explains the code and refuses one that is not 6 digits', async () => {
    const sent = stubFetch(() => ({ body: {} }));
    const { user } = renderWithProviders(<VerifyForm initialEmail="ada@example.com" />);
    const { email, code, submit } = fields();

    expect(email).toHaveValue('ada@example.com');
    await user.type(code, '12a45');
    await user.click(submit);

    expect(code).toHaveAccessibleDescription(
      'Enter the 6-digit code from the email The 6-digit code we emailed you.',
    );
    expect(sent).toEqual([]);
  });

  it('takes no more than 6 characters', async () => {
    const { user } = renderWithProviders(<VerifyForm initialEmail="ada@example.com" />);
    await user.type(fields().code, '12345678');
    expect(fields().code).toHaveValue('123456');
  });

  it('sends the trimmed address and the code, waits, then asks a new learner for their profile', async () => {
    const held = heldReply();
    const sent = stubFetch(() => held.reply);
    const { user, currentPath } = renderWithProviders(<VerifyForm initialEmail=" ada@example.com " />, {
      route: '/verify?email=ada%40example.com',
    });

    await user.type(fields().code, '123456');
    await user.click(fields().submit);

    await waitFor(() => expect(fields().submit).toBeDisabled());
    expect(sent).toEqual([
      {
        method: 'POST',
        url: apiUrl(authRoutes.verifySignup),
        body: { email: 'ada@example.com', code: '123456' },
      },
    ]);

    held.release(sessionReply(aUser({ profileComplete: false, firstName: null, lastName: null })));
    await waitFor(() => expect(currentPath()).toBe('/signup/profile'));
  });

  it("shows the server's word on a wrong code under the field", async () => {
    stubFetch(() => ({
      status: 400,
      body: {
        code: 'INVALID_CODE',
        message: 'That code is not right',
        errors: [{ path: 'code', message: 'is wrong or has expired' }],
      },
    }));
    const { user } = renderWithProviders(<VerifyForm initialEmail="ada@example.com" />);

    await user.type(fields().code, '654321');
    await user.click(fields().submit);

    await waitFor(() =>
      expect(fields().code).toHaveAccessibleDescription(
        'The code is wrong or has expired The 6-digit code we emailed you.',
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right');
  });

  it('sends a new code, says so, then makes the learner wait 30 seconds before another', async () => {
    const sent = stubFetch(() => ({ body: { message: 'We have sent you a new code' } }));
    const { user } = renderWithProviders(<VerifyForm initialEmail=" ada@example.com " />);

    await user.click(fields().resend);

    expect(await screen.findByRole('alert')).toHaveTextContent('We have sent you a new code');
    expect(sent).toEqual([
      { method: 'POST', url: apiUrl(authRoutes.resendSignupCode), body: { email: 'ada@example.com' } },
    ]);
    expect(screen.getByText('You can ask for another code in 30 s.')).toBeVisible();
    expect(fields().resend).toBeDisabled();
  });

  it('asks for a valid address before resending', async () => {
    const sent = stubFetch(() => ({ body: {} }));
    const { user } = renderWithProviders(<VerifyForm initialEmail="" />);

    await user.type(fields().email, 'not-an-address');
    await user.click(fields().resend);

    expect(fields().email).toHaveAccessibleDescription('Enter a valid email address');
    expect(sent).toEqual([]);
  });
});

describe('verify form: digits and focus', () => {
  it('keeps only digits as they are typed, for a numeric keypad', async () => {
    const { user } = renderWithProviders(<VerifyForm initialEmail="ada@example.com" />);
    const { code } = fields();
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('maxlength', '6');

    await user.type(code, '1a2-3 b45x6');
    expect(code).toHaveValue('123456');
  });

  it('keeps all six digits of a pasted "123 456"', async () => {
    const { user } = renderWithProviders(<VerifyForm initialEmail="ada@example.com" />);
    const { code } = fields();
    await user.click(code);
    await user.paste('123 456');
    expect(code).toHaveValue('123456');
  });

  it('starts on the code when the address came with the link, else on the address', async () => {
    const first = renderWithProviders(<VerifyForm initialEmail="ada@example.com" />);
    await waitFor(() => expect(fields().code).toHaveFocus());
    first.unmount();

    renderWithProviders(<VerifyForm initialEmail="" />);
    await waitFor(() => expect(fields().email).toHaveFocus());
  });
});
