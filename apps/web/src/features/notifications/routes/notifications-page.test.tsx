import { notificationRoutes } from '@coursewise/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiUrl, isCallOf } from '../../../test/api-url';
import { type SentRequest, stubFetch } from '../../../test/fetch-stub';
import { aUser } from '../../../test/fixtures';
import { aNotification, notificationPage } from '../../../test/notification-fixtures';
import { renderWithProviders } from '../../../test/render';
import { NotificationsPage } from './notifications-page';

const answer = aNotification();
const gift = aNotification({
  id: 'ntf-2',
  kind: 'gift_received',
  text: 'Grace gave you “SQL Basics”: your code is in your email.',
  link: '/gifts/redeem',
  createdAt: '2026-01-09T09:00:00.000Z',
  readAt: '2026-01-10T09:00:00.000Z',
});

const posts = (sent: SentRequest[]) => sent.filter((request) => request.method === 'POST');

describe('the notifications page', () => {
  it('lists them newest first, the unread one marked for eyes and ears, and marks one read', async () => {
    const sent = stubFetch((request) =>
      isCallOf(request, notificationRoutes.markNotificationsRead)
        ? { body: { data: { marked: 1, unread: 0 } } }
        : notificationPage([answer, gift], { limit: 20 }),
    );
    const { user } = renderWithProviders(<NotificationsPage />, {
      route: '/notifications',
      signedInAs: aUser(),
    });

    const list = await screen.findByRole('list', { name: 'Your notifications' });
    expect(sent[0]).toEqual({
      method: 'GET',
      url: apiUrl(notificationRoutes.listNotifications, {}, { page: 1, limit: 20 }),
      body: undefined,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('2 notifications, 1 unread');
    const [first, second] = within(list).getAllByRole('listitem');
    if (!first || !second) throw new Error('Two notifications expected');
    expect(first).toHaveTextContent(/^Unread: Ada Admin answered “Why closures\?”\.just now/);
    expect(within(first).getByRole('link', { name: /Ada Admin answered/ })).toHaveAttribute(
      'href',
      '/learn/modern-javascript/chapters/ch-1?thread=th-1',
    );
    expect(second).not.toHaveTextContent('Unread');
    expect(second).toHaveTextContent('9 January 2026');
    expect(within(second).queryByRole('button', { name: /Mark as read/ })).toBeNull();

    await user.click(within(first).getByRole('button', { name: /^Mark as read: Ada Admin answered/ }));

    await waitFor(() => expect(first).not.toHaveTextContent('Unread'));
    expect(screen.getByRole('status')).toHaveTextContent('2 notifications, 0 unread');
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(posts(sent)).toEqual([
      { method: 'POST', url: apiUrl(notificationRoutes.markNotificationsRead), body: { ids: ['ntf-1'] } },
    ]);
  });

  it('marks all read at once', async () => {
    const sent = stubFetch((request) =>
      isCallOf(request, notificationRoutes.markNotificationsRead)
        ? { body: { data: { marked: 2, unread: 0 } } }
        : notificationPage([answer, aNotification({ id: 'ntf-3', text: 'Another.' })], { limit: 20 }),
    );
    const { user } = renderWithProviders(<NotificationsPage />, {
      route: '/notifications',
      signedInAs: aUser(),
    });
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));

    await waitFor(() => expect(screen.queryByText(/^Unread:/)).toBeNull());
    expect(posts(sent)).toEqual([
      { method: 'POST', url: apiUrl(notificationRoutes.markNotificationsRead), body: { all: true } },
    ]);
  });

  it('says what will show up here when there is nothing yet', async () => {
    stubFetch(() => notificationPage([], { limit: 20 }));
    renderWithProviders(<NotificationsPage />, { route: '/notifications', signedInAs: aUser() });
    expect(await screen.findByRole('heading', { name: 'No notifications yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to My learning' })).toHaveAttribute('href', '/my-learning');
  });

  it('shows loading, then the error with a retry that loads them', async () => {
    let isFailing = true;
    stubFetch(() =>
      isFailing
        ? { status: 500, body: { message: 'Something went wrong', code: 'INTERNAL' } }
        : notificationPage([answer], { limit: 20 }),
    );
    const { user } = renderWithProviders(<NotificationsPage />, {
      route: '/notifications',
      signedInAs: aUser(),
    });
    expect(screen.getByRole('status', { name: 'Loading your notifications…' })).toBeInTheDocument();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your notifications could not load');
    isFailing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('list', { name: 'Your notifications' })).toBeVisible();
  });

  it('pages through many with the page in the address', async () => {
    const sent = stubFetch(() => notificationPage([answer], { page: 2, limit: 20, total: 21 }));
    renderWithProviders(<NotificationsPage />, { route: '/notifications?page=2', signedInAs: aUser() });
    await screen.findByRole('list', { name: 'Your notifications' });
    expect(sent[0]?.url).toBe(apiUrl(notificationRoutes.listNotifications, {}, { page: 2, limit: 20 }));
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });
});
