import { paymentRoutes } from '@coursewise/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiUrl } from '../../../test/api-url';
import { heldReply, stubFetch } from '../../../test/fetch-stub';
import { aPaidPayment, aPayment } from '../../../test/payment-fixtures';
import { renderWithProviders } from '../../../test/render';
import { SandboxCardForm } from './sandbox-card-form';

const DECLINED = { code: 'CARD_DECLINED', message: 'Your card was declined.' };

function fields() {
  return {
    cardNumber: screen.getByLabelText('Card number', { exact: false }),
    expiry: screen.getByLabelText('Expiry date', { exact: false }),
    cvc: screen.getByLabelText('Security code', { exact: false }),
    name: screen.getByLabelText('Name on card'),
    pay: screen.getByRole('button', { name: 'Pay £55.28' }),
  };
}

/** Fills in the card that pays and presses "Pay". */
async function payWithCard(user: ReturnType<typeof renderForm>['user']) {
  const { cardNumber, expiry, cvc, pay } = fields();
  await user.type(cardNumber, '4242424242424242');
  await user.type(expiry, '1234');
  await user.type(cvc, '123');
  await user.click(pay);
}

function renderForm(onPaid = vi.fn(), onExpired = vi.fn()) {
  const view = renderWithProviders(
    <SandboxCardForm paymentId="payment-1" totalLabel="£55.28" onPaid={onPaid} onExpired={onExpired} />,
  );
  return { ...view, onPaid, onExpired };
}

/** Every key and value the page has put in the browser's storage. */
function storedText(): string {
  const entries: string[] = [];
  for (const storage of [localStorage, sessionStorage]) {
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index) ?? '';
      entries.push(key, storage.getItem(key) ?? '');
    }
  }
  return entries.join('\n');
}

describe('sandbox card form', () => {
  it('groups the card number in fours as it is typed, and shapes the expiry and the code', async () => {
    const { user } = renderForm();
    const { cardNumber, expiry, cvc } = fields();

    await user.type(cardNumber, '4242424242424242');
    expect(cardNumber).toHaveValue('4242 4242 4242 4242');
    await user.type(expiry, '1234');
    expect(expiry).toHaveValue('12/34');
    await user.type(cvc, '1x2y3');
    expect(cvc).toHaveValue('123');

    // Editing in the middle keeps the grouping and the caret after the digit just typed.
    await user.clear(cardNumber);
    await user.type(cardNumber, '42424242');
    await user.type(cardNumber, '9', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(cardNumber).toHaveValue('4294 2424 2');
    expect((cardNumber as HTMLInputElement).selectionStart).toBe(3);
  });

  it('says under each field what is missing, and sends nothing', async () => {
    const sent = stubFetch(() => ({ body: {} }));
    const { user } = renderForm();
    const { cardNumber, expiry, cvc, name, pay } = fields();

    await user.click(pay);

    // The checks load with the first submit (they are not part of the page's first download).
    await waitFor(() => expect(cardNumber).toHaveAccessibleDescription('This field is required'));
    expect(expiry).toHaveAccessibleDescription('This field is required MM/YY');
    expect(cvc).toHaveAccessibleDescription('This field is required 3 or 4 digits');
    expect(name).toHaveAccessibleDescription('Optional');
    expect(cardNumber).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('refuses a short number, a bad date, a short code and an overlong name', async () => {
    const sent = stubFetch(() => ({ body: {} }));
    const { user } = renderForm();
    const { cardNumber, expiry, cvc, name, pay } = fields();

    await user.type(cardNumber, '42424242');
    await user.type(expiry, '1330');
    await user.type(cvc, '12');
    await user.type(name, 'A'.repeat(121));
    await user.click(pay);

    // The checks load with the first submit (they are not part of the page's first download).
    await waitFor(() =>
      expect(cardNumber).toHaveAccessibleDescription('Enter the 12 to 19 digits of your card number'),
    );
    expect(expiry).toHaveAccessibleDescription('Enter the expiry date as MM/YY MM/YY');
    expect(cvc).toHaveAccessibleDescription('Enter the 3 or 4 digit security code 3 or 4 digits');
    expect(name).toHaveAccessibleDescription('Use at most 120 characters Optional');
    expect(sent).toEqual([]);
  });

  it('refuses a mistyped number (Luhn) and a card that has expired', async () => {
    const sent = stubFetch(() => ({ body: {} }));
    const { user } = renderForm();
    const { cardNumber, expiry, cvc, pay } = fields();

    await user.type(cardNumber, '4242424242424241');
    await user.type(expiry, '0120');
    await user.type(cvc, '123');
    await user.click(pay);

    // The checks load with the first submit (they are not part of the page's first download).
    await waitFor(() =>
      expect(cardNumber).toHaveAccessibleDescription('This card number is not valid: check the digits'),
    );
    expect(expiry).toHaveAccessibleDescription('This card has expired MM/YY');
    expect(sent).toEqual([]);

    // Fixing the number clears its message as it is typed.
    await user.clear(cardNumber);
    await user.type(cardNumber, '4242424242424242');
    await waitFor(() => expect(cardNumber).not.toHaveAttribute('aria-invalid', 'true'));
  });

  it('sends the digits, expiry, code and trimmed name once, then reports the payment', async () => {
    const held = heldReply();
    const sent = stubFetch(() => held.reply);
    const { user, onPaid } = renderForm();
    const { cardNumber, expiry, cvc, name, pay } = fields();

    await user.type(cardNumber, '4242 4242 4242 4242');
    await user.type(expiry, '12/34');
    await user.type(cvc, '123');
    await user.type(name, '  Ada Lovelace ');
    await user.click(pay);

    await waitFor(() => expect(pay).toBeDisabled());
    expect(sent).toEqual([
      {
        method: 'POST',
        url: apiUrl(paymentRoutes.confirmPayment, { id: 'payment-1' }),
        body: { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Ada Lovelace' },
      },
    ]);
    held.release({ body: { data: aPaidPayment() } });
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
  });

  it('leaves the name out when none was given', async () => {
    const sent = stubFetch(() => ({ body: { data: aPaidPayment() } }));
    const { user } = renderForm();
    const { cardNumber, expiry, cvc, pay } = fields();

    await user.type(cardNumber, '4242424242424242');
    await user.type(expiry, '1234');
    await user.type(cvc, '1234');
    await user.click(pay);

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ cardNumber: '4242424242424242', expiry: '12/34', cvc: '1234' });
  });

  it('keeps a decline beside the card number, with focus there and no toast, until the next try', async () => {
    let attempt = 0;
    const held = heldReply();
    const sent = stubFetch(() => {
      attempt++;
      return attempt === 1 ? { status: 402, body: DECLINED } : held.reply;
    });
    const { user, onPaid } = renderForm();
    const { cardNumber, expiry, cvc, pay } = fields();

    await user.type(cardNumber, '4000000000000002');
    await user.type(expiry, '1234');
    await user.type(cvc, '123');
    await user.click(pay);

    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    await waitFor(() => expect(cardNumber).toHaveFocus());
    // One alert: the lasting one in the form, not a toast beside it.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(within(screen.getByRole('form')).getByRole('alert')).toHaveTextContent('Payment not completed');
    expect(onPaid).not.toHaveBeenCalled();
    await waitFor(() => expect(pay).toBeEnabled());
    expect(cardNumber).toHaveValue('4000 0000 0000 0002');

    await user.clear(cardNumber);
    await user.type(cardNumber, '4242424242424242');
    await user.click(pay);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    held.release({ body: { data: aPaidPayment() } });
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(sent.map((request) => request.url)).toEqual([
      apiUrl(paymentRoutes.confirmPayment, { id: 'payment-1' }),
      apiUrl(paymentRoutes.confirmPayment, { id: 'payment-1' }),
    ]);
  });

  it('keeps a payment the server marked failed beside the card number too', async () => {
    const failed = aPayment({ status: 'failed', failureMessage: 'Your card has insufficient funds.' });
    stubFetch(() => ({ body: { data: failed } }));
    const { user, onPaid } = renderForm();

    await payWithCard(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Your card has insufficient funds.');
    await waitFor(() => expect(fields().cardNumber).toHaveFocus());
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('when the answer is lost, asks the server and goes on when the payment succeeded', async () => {
    const sent = stubFetch((request) =>
      request.method === 'POST'
        ? { status: 502, text: '<html>Bad gateway</html>' }
        : { body: { data: aPaidPayment() } },
    );
    const { user, onPaid } = renderForm();

    await payWithCard(user);

    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /api/course/payment/payment-1/confirm',
      'GET /api/course/payment/payment-1',
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('when the network fails, says the card was not charged if the payment is still open', async () => {
    stubFetch((request) => {
      if (request.method === 'POST') throw new TypeError('Failed to fetch');
      return { body: { data: aPayment() } };
    });
    const { user, onPaid } = renderForm();

    await payWithCard(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your card was not charged. You can try again.',
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    await waitFor(() => expect(fields().cardNumber).toHaveFocus());
    expect(onPaid).not.toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: 'Check Purchases' })).toBeNull();
  });

  it('when neither the payment nor its status can be read, says so and points to Purchases', async () => {
    stubFetch(() => ({ status: 503, body: { code: 'UNAVAILABLE', message: 'Something went wrong' } }));
    const { user, onPaid } = renderForm();

    await payWithCard(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not confirm whether your card was charged. Check Purchases before paying again.',
    );
    expect(screen.getByRole('link', { name: 'Check Purchases' })).toHaveAttribute('href', '/purchases');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(onPaid).not.toHaveBeenCalled();
    await waitFor(() => expect(fields().pay).toBeEnabled());
  });

  it('shows why the server closed the payment (its price changed) and prices the order afresh', async () => {
    const message =
      'The price of "UI Design" has changed since this checkout started. Nothing was charged: please check out again.';
    stubFetch(() => ({ status: 409, body: { code: 'PRICE_CHANGED', message } }));
    const { user, onPaid, onExpired } = renderForm();
    const { cardNumber, expiry, cvc, pay } = fields();

    await user.type(cardNumber, '4242 4242 4242 4242');
    await user.type(expiry, '12/34');
    await user.type(cvc, '123');
    await user.click(pay);

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('puts a field the server refused under its input', async () => {
    stubFetch(() => ({
      status: 400,
      body: {
        code: 'VALIDATION_ERROR',
        message: 'cardNumber: is not a valid card number',
        errors: [{ path: '/cardNumber', message: 'is not a valid card number' }],
      },
    }));
    const { user } = renderForm();
    const { cardNumber, expiry, cvc, pay } = fields();

    await user.type(cardNumber, '4242424242424242');
    await user.type(expiry, '1234');
    await user.type(cvc, '123');
    await user.click(pay);

    await waitFor(() =>
      expect(cardNumber).toHaveAccessibleDescription('The card number is not a valid card number'),
    );
  });

  it('never writes the card number to localStorage or sessionStorage', async () => {
    stubFetch(() => ({ status: 402, body: DECLINED }));
    localStorage.setItem('currency', 'GBP');
    const { user } = renderForm();
    const { cardNumber, expiry, cvc, pay } = fields();

    await user.type(cardNumber, '4000000000000002');
    await user.type(expiry, '1234');
    await user.type(cvc, '123');
    await user.click(pay);
    await screen.findByRole('alert');

    const stored = storedText();
    expect(stored).toContain('GBP');
    expect(stored.replace(/\D/g, '')).not.toContain('4000000000000002');
    expect(stored).not.toContain('0002');
  });

  it('cannot pay while the order is being re-priced', () => {
    renderWithProviders(
      <SandboxCardForm paymentId={aPayment().id} totalLabel="£55.28" isDisabled onPaid={vi.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Pay £55.28' })).toBeDisabled();
  });
});
