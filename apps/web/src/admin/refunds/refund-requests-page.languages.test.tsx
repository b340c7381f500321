import type { AdminRefundRequest } from '@coursewise/contract';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
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
  currency: 'EUR',
  consumedPercent: 50,
  reason: 'Too advanced for me',
  status: 'pending',
  note: null,
  decidedBy: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
};

describe('the refund requests page in French', { timeout: 20_000 }, () => {
  it('lists a request and asks before refunding, in French', async () => {
    stubFetch(() => ({ body: { data: { items: [asked], page: 1, limit: 20, total: 1 } } }));
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/admin/refund-requests" element={<RefundRequestsPage />} />
      </Routes>,
      { route: '/admin/refund-requests', signedInAs: aUser({ role: 'admin' }), locale: 'fr' },
    );
    const row = (await screen.findByRole('cell', { name: 'Modern JavaScript' })).closest('tr') as HTMLElement;
    expect(screen.getByRole('heading', { name: 'Demandes de remboursement' })).toBeVisible();
    expect(within(row).getByText('En attente')).toBeVisible();
    expect(within(row).getByText('20 novembre 2026')).toBeVisible();
    expect(within(row).getByText(/^50\s%$/)).toBeVisible();
    await user.click(
      within(row).getByRole('button', {
        name: 'Approuver le remboursement de Modern JavaScript pour ada@example.com',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Approuver et rembourser' });
    expect(dialog).toHaveTextContent(/15,99\s€ sont reversés à ada@example.com/);
    expect(within(dialog).getByLabelText('Note à l’apprenant (facultatif)')).toBeVisible();
  });
});
