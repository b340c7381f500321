import { paymentRoutes } from '@coursewise/contract/routes';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../../test/api-url';
import { stubFetch } from '../../../test/fetch-stub';
import { aUser } from '../../../test/fixtures';
import { aLine, aPaidPayment, aPayment } from '../../../test/payment-fixtures';
import { renderWithProviders } from '../../../test/render';
import { PaymentConfirmationPage } from './payment-confirmation-page';

function openConfirmation(paymentId = 'payment-1') {
  return renderWithProviders(
    <Routes>
      <Route path="/checkout/complete/:paymentId" element={<PaymentConfirmationPage />} />
    </Routes>,
    { route: `/checkout/complete/${paymentId}`, signedInAs: aUser() },
  );
}

/** The page's facts as "term: detail" pairs. */
function facts(): Record<string, string> {
  return Object.fromEntries(
    screen
      .getAllByRole('term')
      .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']),
  );
}

describe('payment confirmation page', () => {
  it('thanks the learner with the receipt number, the amount in the charged currency and the courses', async () => {
    const sent = stubFetch(() => ({ body: { data: aPaidPayment() } }));
    openConfirmation();

    expect(
      await screen.findByRole('heading', { level: 1, name: "Thank you — you're enrolled" }),
    ).toBeVisible();
    expect(sent).toEqual([
      { method: 'GET', url: apiUrl(paymentRoutes.getPayment, { id: 'payment-1' }), body: undefined },
    ]);
    expect(facts()).toEqual({ 'Receipt number': 'CW-R-2026-000042', 'Amount charged': '£55.28 (GBP)' });
    const courses = screen.getByRole('list', { name: 'Your courses' });
    expect(courses).toHaveTextContent('Modern JavaScript');
    expect(courses).toHaveTextContent('UI Design');
    // Two courses: "Start learning" opens them all.
    expect(screen.getByRole('link', { name: 'Start learning' })).toHaveAttribute('href', '/my-learning');
    expect(screen.getByRole('link', { name: 'View receipt' })).toHaveAttribute(
      'href',
      '/purchases/payment-1',
    );
  });

  it('starts the one course bought in the player, and names a line refunded as already owned', async () => {
    const lines = [
      aLine(),
      aLine({ courseId: 'course-2', title: 'UI Design', refundedAt: '2026-03-14T09:31:00.000Z' }),
    ];
    stubFetch(() => ({
      body: { data: aPaidPayment({ lines, amount: 3158, refundedAmount: 1579, currency: 'USD' }) },
    }));
    openConfirmation();

    expect(await screen.findByRole('link', { name: 'Start learning' })).toHaveAttribute(
      'href',
      '/learn/modern-javascript',
    );
    expect(facts()).toEqual({
      'Receipt number': 'CW-R-2026-000042',
      'Amount charged': '$31.58 (USD)',
      Refunded: '$15.79',
    });
    expect(screen.getByRole('list', { name: 'Your courses' })).toHaveTextContent(
      'UI Design — refunded: you already owned it',
    );
  });

  it('says plainly that a failed payment was not charged', async () => {
    stubFetch(() => ({ body: { data: aPayment({ status: 'failed' }) } }));
    openConfirmation();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This payment did not go through. Your card was not charged.',
    );
    expect(screen.queryByRole('link', { name: 'Start learning' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to your purchases' })).toHaveAttribute('href', '/purchases');
  });

  it('answers "page not found" for a payment that is not the learner’s', async () => {
    stubFetch(() => ({ status: 404, body: { code: 'NOT_FOUND', message: 'Payment not found' } }));
    openConfirmation('someone-elses');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  it('offers to try again when the order cannot load', async () => {
    stubFetch(() => ({ status: 500, body: { code: 'INTERNAL', message: 'Something went wrong' } }));
    openConfirmation();

    expect(await screen.findByRole('alert')).toHaveTextContent('Your order could not load');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
