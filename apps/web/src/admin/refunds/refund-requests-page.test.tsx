import type { AdminRefundRequest } from '@coursewise/contract';
import { adminRefundRequestRoutes } from '@coursewise/contract/routes';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../test/api-url';
import { stubFetch } from '../../test/fetch-stub';
import { aUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { RefundRequestsPage } from './refund-requests-page';

const asked: AdminRefundRequest = {
  id: 'r1',
  purchaseId: 'p1',
  learner: { id: 'u1', email: 'ada@example.com', name: 'Ada Lovelace', isDeleted: false },
  course: { id: 'c1', slug: 'modern-javascript', title: 'Modern JavaScript' },
  amount: 1599,
  currency: 'GBP',
  consumedPercent: 50,
  reason: 'Too advanced for me',
  status: 'pending',
  note: null,
  decidedBy: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
};

const page = (items: AdminRefundRequest[]) => ({
  body: { data: { items, page: 1, limit: 20, total: items.length } },
});

function openRequests(route = '/admin/refund-requests') {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/refund-requests" element={<RefundRequestsPage />} />
    </Routes>,
    { route, signedInAs: aUser({ role: 'admin' }) },
  );
}

describe('the refund requests page', { timeout: 20_000 }, () => {
  it('lists what was asked and declines with the note the learner is mailed', async () => {
    let current = asked;
    const sent = stubFetch((request) => {
      if (request.method === 'POST') {
        current = {
          ...asked,
          status: 'declined',
          note: 'You completed half',
          decidedBy: { id: 'a1', email: 'admin@example.com' },
          decidedAt: '2026-11-21T10:00:00.000Z',
        };
        return { body: { data: current } };
      }
      return page([current]);
    });
    const { user } = openRequests();

    const table = await screen.findByRole('table', { name: 'Refund requests' });
    expect(await within(table).findByRole('cell', { name: '£15.99' })).toBeVisible();
    expect(within(table).getByRole('cell', { name: '50 %' })).toBeVisible();
    expect(within(table).getByText('Too advanced for me')).toBeVisible();
    await user.click(
      screen.getByRole('button', { name: 'Decline the refund of Modern JavaScript for ada@example.com' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Decline the request' });
    expect(dialog).toHaveTextContent('ada@example.com keeps Modern JavaScript and is mailed your note.');

    // A note is required before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(within(dialog).getByText('Give a reason')).toBeVisible();
    expect(sent.some((request) => request.method === 'POST')).toBe(false);

    await user.type(
      within(dialog).getByRole('textbox', { name: /Note to the learner/ }),
      'You completed half',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Declined the refund request of ada@example.com')).toBeVisible();
    expect(sent.find((request) => request.method === 'POST')).toMatchObject({
      url: apiUrl(adminRefundRequestRoutes.adminDeclineRefundRequest, { id: 'r1' }),
      body: { note: 'You completed half' },
    });
    expect(await within(table).findByText('Declined')).toBeVisible();
    expect(within(table).getByText(/You completed half/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Approve / })).not.toBeInTheDocument();
  });

  it('approves without a note, sending an empty body', async () => {
    const sent = stubFetch((request) =>
      request.method === 'POST'
        ? { body: { data: { ...asked, status: 'refunded', decidedAt: '2026-11-21T10:00:00.000Z' } } }
        : page([asked]),
    );
    const { user } = openRequests();
    await user.click(
      await screen.findByRole('button', {
        name: 'Approve the refund of Modern JavaScript for ada@example.com',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Approve and refund' });
    expect(dialog).toHaveTextContent('£15.99 goes back to ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Approve and refund' }));
    expect(await screen.findByText('Refunded Modern JavaScript to ada@example.com')).toBeVisible();
    expect(sent.find((request) => request.method === 'POST')).toMatchObject({
      url: apiUrl(adminRefundRequestRoutes.adminApproveRefundRequest, { id: 'r1' }),
      body: {},
    });
  });

  it('sends the status filter of the address', async () => {
    const sent = stubFetch(() => page([]));
    openRequests('/admin/refund-requests?status=pending');
    expect(await screen.findByRole('heading', { name: 'Nothing matches' })).toBeVisible();
    expect(sent[0]?.url).toBe(
      apiUrl(
        adminRefundRequestRoutes.adminListRefundRequests,
        {},
        { page: 1, limit: 20, sort: 'date', order: 'desc', status: 'pending' },
      ),
    );
  });
});
