import type { AdminContactMessage } from '@coursewise/contract';
import { adminCoreRoutes } from '@coursewise/contract/routes';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../test/api-url';
import { stubFetch } from '../../test/fetch-stub';
import { aUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { MessagesPage } from './messages-page';

const message: AdminContactMessage = {
  id: 'm1',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  subject: 'Invoice for my team',
  message: 'Hello,\ncould you send an invoice for five seats?',
  handled: false,
  handledAt: null,
  createdAt: '2026-11-22T08:00:00.000Z',
};

// Dialogs render slowly in happy-dom when the whole suite runs at once.
describe('the messages page', { timeout: 20_000 }, () => {
  it('reads a message, offers a reply and marks it handled', async () => {
    let current = message;
    const sent = stubFetch((request) => {
      if (request.method === 'PUT') {
        current = { ...message, handled: true, handledAt: '2026-11-23T09:00:00.000Z' };
        return { body: { data: current } };
      }
      return { body: { data: { items: [current], page: 1, limit: 20, total: 1 } } };
    });
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/admin/messages" element={<MessagesPage />} />
      </Routes>,
      { route: '/admin/messages?handled=false', signedInAs: aUser({ role: 'admin' }) },
    );

    await user.click(await screen.findByRole('button', { name: 'Read the message from Grace Hopper' }));
    expect(sent[0]?.url).toBe(
      apiUrl(
        adminCoreRoutes.adminListContactMessages,
        {},
        { page: 1, limit: 20, sort: 'createdAt', order: 'desc', handled: false },
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Invoice for my team' });
    expect(dialog).toHaveTextContent('could you send an invoice for five seats?');
    expect(within(dialog).getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
      'href',
      'mailto:grace@example.com?subject=Re%3A%20Invoice%20for%20my%20team',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByText('Marked handled')).toBeVisible();
    expect(sent.find((request) => request.method === 'PUT')).toMatchObject({
      url: apiUrl(adminCoreRoutes.adminUpdateContactMessage, { id: 'm1' }),
      body: { handled: true },
    });
    expect(await within(dialog).findByRole('button', { name: 'Open again' })).toBeVisible();
  });
});
