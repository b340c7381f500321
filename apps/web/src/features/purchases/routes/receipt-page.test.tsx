import { paymentRoutes } from '@coursewise/contract/routes';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { setSettings } from '../../../store/user-slice';
import { apiUrl } from '../../../test/api-url';
import { stubFetch } from '../../../test/fetch-stub';
import { aUser } from '../../../test/fixtures';
import { aLine, aPaidPayment, aPayment } from '../../../test/payment-fixtures';
import { renderWithProviders } from '../../../test/render';
import { ReceiptPage } from './receipt-page';

function openReceipt(paymentId = 'payment-1') {
  const view = renderWithProviders(
    <Routes>
      <Route path="/purchases/:paymentId" element={<ReceiptPage />} />
    </Routes>,
    { route: `/purchases/${paymentId}`, signedInAs: aUser() },
  );
  view.store.dispatch(
    setSettings({
      siteName: 'Coursewise Academy',
      logoUrl: null,
      contactEmail: 'hello@example.com',
      social: {},
      currency: {
        default: 'USD',
        symbols: { USD: '$', GBP: '£', EUR: '€' },
        rates: { GBP: 0.79, EUR: 0.92 },
      },
      payment: { provider: 'sandbox' },
      auth: { googleClientId: null },
      refundWindowDays: 30,
      locales: ['en', 'es', 'fr', 'de'],
    }),
  );
  return view;
}

/** The receipt's facts as "term: detail" pairs. */
function facts(): Record<string, string> {
  const terms = screen.getAllByRole('term');
  return Object.fromEntries(
    terms.map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']),
  );
}

describe('receipt page', () => {
  it('shows who sold what, when, for how much, in which currency and with which card', async () => {
    const sent = stubFetch(() => ({ body: { data: aPaidPayment() } }));
    openReceipt();

    expect(await screen.findByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
    expect(sent).toEqual([
      { method: 'GET', url: apiUrl(paymentRoutes.getPayment, { id: 'payment-1' }), body: undefined },
    ]);
    expect(screen.getByText('Coursewise Academy')).toBeVisible();
    expect(facts()).toEqual({
      'Receipt number': 'CW-R-2026-000042',
      'Date paid': '14 March 2026',
      'Paid with': 'Visa ending 4242',
      Currency: 'GBP',
    });
    const table = screen.getByRole('table', { name: 'Courses on this receipt' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['CourseAmount', 'Modern JavaScript£15.79', 'UI Design£39.49', 'Total (GBP)£55.28']);
    expect(screen.getByText('Charged in GBP, converted from US dollars at 1 USD = 0.79 GBP.')).toBeVisible();
    expect(document.title).toBe('Receipt CW-R-2026-000042 · Coursewise Academy');
  });

  it('lists a refund and what was paid after it', async () => {
    const refunded = aPaidPayment({
      lines: [
        aLine({ refundedAt: '2026-03-15T08:00:00.000Z' }),
        aLine({ courseId: 'course-2', title: 'UI Design', amount: 3949 }),
      ],
      refundedAmount: 1579,
    });
    stubFetch(() => ({ body: { data: refunded } }));
    openReceipt();

    const table = await screen.findByRole('table', { name: 'Courses on this receipt' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'CourseAmount',
      'Modern JavaScriptRefunded on 15 March 2026£15.79',
      'UI Design£39.49',
      'Total (GBP)£55.28',
      'Refunded−£15.79',
      'Paid after refunds£39.49',
    ]);
  });

  it('prints with the browser’s print dialog', async () => {
    stubFetch(() => ({ body: { data: aPaidPayment() } }));
    // happy-dom has no print dialog; the set-up restores the global after the test.
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = openReceipt();

    await user.click(await screen.findByRole('button', { name: 'Print' }));

    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Back to your purchases' })).toHaveAttribute(
      'href',
      '/purchases',
    );
  });

  it('has no receipt for a payment that did not go through', async () => {
    stubFetch(() => ({
      body: { data: aPayment({ status: 'failed', failureMessage: 'Your card was declined.' }) },
    }));
    openReceipt();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This payment did not go through, so there is no receipt for it. Nothing was charged.',
    );
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('has no receipt for an expired checkout, and says in the server’s words whether it was refunded', async () => {
    const failureMessage =
      'The price of "UI Design" has changed since this checkout started. Your payment of £55.28 is being refunded in full: please check out again.';
    stubFetch(() => ({
      body: { data: aPayment({ status: 'expired', failureMessage, refundedAmount: 5528 }) },
    }));
    openReceipt();

    expect(await screen.findByRole('alert')).toHaveTextContent(failureMessage);
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  });

  it("shows the not-found page when the payment is not the learner's or does not exist (404)", async () => {
    stubFetch(() => ({ status: 404, body: { code: 'NOT_FOUND', message: 'This payment does not exist' } }));
    openReceipt('someone-elses');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
    expect(document.title).toMatch(/^Page not found/);
  });

  it('still offers a retry when the server fails (500)', async () => {
    stubFetch(() => ({ status: 500, body: { code: 'INTERNAL', message: 'Something went wrong' } }));
    openReceipt();

    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('This receipt could not load');
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
  });
});
