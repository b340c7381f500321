import { authRoutes } from '@coursewise/contract/routes';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REDIRECT_KEY } from '../../../lib/session';
import { apiUrl } from '../../../test/api-url';
import { heldReply, stubFetch } from '../../../test/fetch-stub';
import { aUser, sessionReply } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { SignInForm } from './sign-in-form';

function fields() {
  return {
    email: screen.getByLabelText('Email'),
    password: screen.getByLabelText('Password', { exact: true }),
    submit: screen.getByRole('button', { name: 'Sign in' }),
  };
}

describe('sign-in form', () => {
  it('says what is missing inline and sends nothing', async () => {
    const sent = stubFetch(() => ({ body: {} }));
    const { user } = renderWithProviders(<SignInForm />);

    await user.click(fields().submit);

    expect(fields().email).toHaveAccessibleDescription('This field is required');
    expect(fields().password).toHaveAccessibleDescription('This field is required');
    expect(sent).toEqual([]);
  });

  it('refuses an address without a domain', async () => {
    const sent = stubFetch(() => ({ body: {} }));
    const { user } = renderWithProviders(<SignInForm />);

    await user.type(fields().email, 'ada');
    await user.type(fields().password, 'anything');
    await user.click(fields().submit);

    expect(fields().email).toHaveAccessibleDescription('Enter a valid email address');
    expect(sent).toEqual([]);
  });

  it('sends the address it was given and the password, waits, then goes back where the visitor was', async () => {
    sessionStorage.setItem(REDIRECT_KEY, '/cart');
    const held = heldReply();
    const sent = stubFetch(() => held.reply);
    const { user, currentPath } = renderWithProviders(<SignInForm initialEmail="ada@example.com" />, {
      route: '/signin',
    });

    expect(fields().email).toHaveValue('ada@example.com');
    await user.type(fields().password, 'my secret phrase');
    await user.click(fields().submit);

    await waitFor(() => expect(fields().submit).toBeDisabled());
    expect(sent).toEqual([
      {
        method: 'POST',
        url: apiUrl(authRoutes.signin),
        body: { email: 'ada@example.com', password: 'my secret phrase' },
      },
    ]);

    held.release(sessionReply());
    await waitFor(() => expect(currentPath()).toBe('/cart'));
  });

  it('sends a learner without a finished profile to complete it first', async () => {
    stubFetch(() => sessionReply(aUser({ profileComplete: false, firstName: null, lastName: null })));
    const { user, currentPath } = renderWithProviders(<SignInForm />, { route: '/signin' });

    await user.type(fields().email, 'ada@example.com');
    await user.type(fields().password, 'my secret phrase');
    await user.click(fields().submit);

    await waitFor(() => expect(currentPath()).toBe('/signup/profile'));
  });

  it("shows the server's message for wrong details and stays on the form", async () => {
    stubFetch(() => ({
      status: 401,
      body: { code: 'INVALID_CREDENTIALS', message: 'Email or password is incorrect' },
    }));
    const { user, currentPath } = renderWithProviders(<SignInForm />, { route: '/signin' });

    await user.type(fields().email, 'ada@example.com');
    await user.type(fields().password, 'wrong phrase');
    await user.click(fields().submit);

    expect(await screen.findByRole('alert')).toHaveTextContent('Email or password is incorrect');
    expect(currentPath()).toBe('/signin');
    await waitFor(() => expect(fields().submit).toBeEnabled());
  });

  it('takes an unverified learner to enter the code the server has just sent', async () => {
    stubFetch(() => ({
      status: 403,
      body: { code: 'EMAIL_NOT_VERIFIED', message: 'Verify your email first: we have sent a new code' },
    }));
    const { user, currentPath } = renderWithProviders(<SignInForm />, { route: '/signin' });

    await user.type(fields().email, 'new@example.com');
    await user.type(fields().password, 'my secret phrase');
    await user.click(fields().submit);

    await waitFor(() => expect(currentPath()).toBe('/verify?email=new%40example.com'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Verify your email first: we have sent a new code',
    );
  });

  it('asks for the mailed sign-in code while the account is protected, then sends it with the password', async () => {
    const sent = stubFetch((request) =>
      (request.body as { code?: string }).code === '123456'
        ? sessionReply()
        : {
            status: 403,
            body: {
              code: 'SIGNIN_CODE_REQUIRED',
              message: 'This account is protected after many wrong passwords from elsewhere.',
              errors: [{ path: 'code', message: 'is required' }],
            },
          },
    );
    const { user, currentPath } = renderWithProviders(<SignInForm />, { route: '/signin' });

    await user.type(fields().email, 'ada@example.com');
    await user.type(fields().password, 'my secret phrase');
    await user.click(fields().submit);

    const code = await screen.findByLabelText('Sign-in code');
    await waitFor(() => expect(code).toHaveFocus());
    expect(screen.getByText('Enter the code we emailed you')).toBeInTheDocument();
    await user.click(fields().submit);
    expect(code).toHaveAccessibleDescription(/Enter the 6-digit code from the email/);
    expect(sent).toHaveLength(1);

    await user.type(code, '123 456');
    await user.click(fields().submit);
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(sent.at(-1)?.body).toEqual({
      email: 'ada@example.com',
      password: 'my secret phrase',
      code: '123456',
    });
  });
});
