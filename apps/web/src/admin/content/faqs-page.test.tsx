import type { AdminFaq } from '@coursewise/contract';
import { adminContentRoutes } from '@coursewise/contract/routes';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../test/api-url';
import { stubFetch } from '../../test/fetch-stub';
import { aUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { FaqsPage } from './faqs-page';

const faqs: AdminFaq[] = [
  {
    id: 'f1',
    question: 'How do refunds work?',
    answer: '<p>Within 30 days.</p>',
    position: 1,
    published: true,
    locale: 'en',
  },
  {
    id: 'f2',
    question: 'Do certificates expire?',
    answer: '<p>No.</p>',
    position: 2,
    published: false,
    locale: 'en',
  },
];
const list = (items: AdminFaq[]) => ({ body: { data: { items, page: 1, limit: 100, total: items.length } } });

function openFaqs() {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/faqs" element={<FaqsPage />} />
    </Routes>,
    { route: '/admin/faqs', signedInAs: aUser({ role: 'admin' }) },
  );
}

// Rich-text editors and dialogs render slowly in happy-dom, more so when the whole suite runs at once.
describe('the FAQs page', { timeout: 20_000 }, () => {
  it('lists every FAQ in order, hidden ones marked', async () => {
    const sent = stubFetch(() => list(faqs));
    openFaqs();
    const items = within(await screen.findByRole('list', { name: 'FAQs' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('How do refunds work?'),
      expect.stringContaining('Do certificates expire?Hidden'),
    ]);
    expect(sent[0]?.url).toBe(
      apiUrl(adminContentRoutes.adminListFaqs, {}, { page: 1, limit: 100, sort: 'position', order: 'asc' }),
    );
    expect(screen.getByRole('button', { name: 'Move FAQ How do refunds work?' })).toBeVisible();
  });

  it('edits a question and keeps its answer', async () => {
    const sent = stubFetch((request) =>
      request.method === 'PUT'
        ? { body: { data: { ...faqs[0], question: 'How do I get a refund?' } } }
        : list(faqs),
    );
    const { user } = openFaqs();
    await user.click(await screen.findByRole('button', { name: 'Edit How do refunds work?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit FAQ' });
    const question = within(dialog).getByRole('textbox', { name: 'Question' });
    await user.clear(question);
    await user.type(question, 'How do I get a refund?');
    await user.click(within(dialog).getByRole('button', { name: 'Save FAQ' }));

    expect(await screen.findByText('FAQ saved')).toBeVisible();
    expect(sent.find((request) => request.method === 'PUT')).toMatchObject({
      url: apiUrl(adminContentRoutes.adminUpdateFaq, { id: 'f1' }),
      body: { question: 'How do I get a refund?', answer: '<p>Within 30 days.</p>', published: true },
    });
  });

  it('will not add an FAQ without an answer', async () => {
    const sent = stubFetch(() => list([]));
    const { user } = openFaqs();
    expect(await screen.findByRole('heading', { name: 'No FAQs yet' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'New FAQ' }));
    const dialog = await screen.findByRole('dialog', { name: 'New FAQ' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Question' }), 'Is there an app?');
    await user.click(within(dialog).getByRole('button', { name: 'Add FAQ' }));
    expect(await within(dialog).findByText('This field is required')).toBeVisible();
    expect(sent.some((request) => request.method === 'POST')).toBe(false);
  });

  it('deletes an FAQ after confirmation', async () => {
    let items = faqs;
    const sent = stubFetch((request) => {
      if (request.method === 'DELETE') {
        items = faqs.slice(1);
        return { body: { message: 'Deleted' } };
      }
      return list(items);
    });
    const { user } = openFaqs();
    await user.click(await screen.findByRole('button', { name: 'Delete How do refunds work?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete FAQ' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Deleted “How do refunds work?”')).toBeVisible();
    expect(sent.find((request) => request.method === 'DELETE')?.url).toBe(
      apiUrl(adminContentRoutes.adminDeleteFaq, { id: 'f1' }),
    );
    await screen.findByRole('button', { name: 'Edit Do certificates expire?' });
    expect(screen.queryByRole('button', { name: 'Edit How do refunds work?' })).not.toBeInTheDocument();
  });
});
