import { contentRoutes } from '@coursewise/contract/routes';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUser } from '../../../store/user-slice';
import { apiUrl } from '../../../test/api-url';
import { heldReply, stubFetch } from '../../../test/fetch-stub';
import { aUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { ContactForm } from './contact-form';

function fields() {
  return {
    name: screen.getByLabelText('Name'),
    email: screen.getByLabelText('Email'),
    subject: screen.getByLabelText('Subject'),
    message: screen.getByLabelText('Message'),
    submit: screen.getByRole('button', { name: 'Send message' }),
  };
}

describe('contact form', () => {
  it('says what is missing or wrong under each field and sends nothing', async () => {
    const sent = stubFetch(() => ({ body: {} }));
    const { user } = renderWithProviders(<ContactForm />);
    const { name, email, message, submit } = fields();

    await user.click(submit);
    expect(name).toHaveAccessibleDescription('This field is required');
    expect(email).toHaveAccessibleDescription('This field is required');

    await user.type(email, 'ada@example');
    await user.type(message, 'Too short');
    await user.click(submit);

    expect(email).toHaveAccessibleDescription('Enter a valid email address');
    expect(message).toHaveAccessibleDescription(
      'Write at least 10 characters (at most 5000) 10 to 5000 characters (9 used).',
    );
    expect(sent).toEqual([]);
  });

  it('counts the characters of the message as they are typed', async () => {
    const { user } = renderWithProviders(<ContactForm />);
    expect(screen.getByText('10 to 5000 characters (0 used).')).toBeVisible();
    await user.type(fields().message, 'Hello');
    expect(screen.getByText('10 to 5000 characters (5 used).')).toBeVisible();
  });

  it('sends the trimmed message without the empty subject, waits, then thanks and empties the form', async () => {
    const held = heldReply();
    const sent = stubFetch(() => held.reply);
    const { user } = renderWithProviders(<ContactForm />);
    const { name, email, message, submit } = fields();

    await user.type(name, 'Ada Lovelace ');
    await user.type(email, 'ada@example.com');
    await user.type(message, 'When does the next course start?');
    await user.click(submit);

    await waitFor(() => expect(submit).toBeDisabled());
    expect(sent).toEqual([
      {
        method: 'POST',
        url: apiUrl(contentRoutes.submitContactMessage),
        body: { name: 'Ada Lovelace', email: 'ada@example.com', message: 'When does the next course start?' },
      },
    ]);

    held.release({ status: 201, body: { message: 'Thanks, we will answer within two working days' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Thanks, we will answer within two working days',
    );
    expect(name).toHaveValue('');
    expect(message).toHaveValue('');
  });

  it('sends the subject when one is given', async () => {
    const sent = stubFetch(() => ({ status: 201, body: { message: 'Thanks' } }));
    const { user } = renderWithProviders(<ContactForm />);
    const { name, email, subject, message, submit } = fields();

    await user.type(name, 'Ada');
    await user.type(email, 'ada@example.com');
    await user.type(subject, 'Invoices');
    await user.type(message, 'Can I have an invoice, please?');
    await user.click(submit);

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      subject: 'Invoices',
      message: 'Can I have an invoice, please?',
    });
  });

  it("shows the server's refusal and keeps what was written", async () => {
    stubFetch(() => ({
      status: 429,
      body: { code: 'RATE_LIMITED', message: 'You have sent several messages already. Try again later.' },
    }));
    const { user } = renderWithProviders(<ContactForm />);
    const { name, email, message, submit } = fields();

    await user.type(name, 'Ada');
    await user.type(email, 'ada@example.com');
    await user.type(message, 'One more question for you.');
    await user.click(submit);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have sent several messages already. Try again later.',
    );
    expect(message).toHaveValue('One more question for you.');
    await waitFor(() => expect(submit).toBeEnabled());
  });
});

describe('contact form for a signed-in learner', () => {
  it('starts with their name and email, which stay editable', async () => {
    const learner = aUser();
    const { user } = renderWithProviders(<ContactForm />, { signedInAs: learner });
    const { name, email, subject, message } = fields();

    expect(name).toHaveValue('Ada Lovelace');
    expect(email).toHaveValue('ada@example.com');
    expect(subject).toHaveValue('');
    expect(message).toHaveValue('');

    await user.clear(email);
    await user.type(email, 'ada@work.example');
    expect(email).toHaveValue('ada@work.example');
  });

  it('fills them in when the profile arrives after the form, keeping what was typed', async () => {
    const { user, store } = renderWithProviders(<ContactForm />);
    const { name, email } = fields();
    await user.type(name, 'Countess');
    expect(email).toHaveValue('');

    act(() => {
      store.dispatch(setUser(aUser()));
    });
    await waitFor(() => expect(email).toHaveValue('ada@example.com'));
    expect(name).toHaveValue('Countess');
  });
});
