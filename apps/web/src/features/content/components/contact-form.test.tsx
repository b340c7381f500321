import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heldReply, stubFetch } from '../../../test/fetch-stub';
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
        url: '/api/contactUs/submit',
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
