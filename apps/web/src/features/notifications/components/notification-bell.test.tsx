import { notificationRoutes } from '@coursewise/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, isCallOf } from '../../../test/api-url';
import { FakeEventSource } from '../../../test/fake-event-source';
import { type SentRequest, stubFetch } from '../../../test/fetch-stub';
import { aUser } from '../../../test/fixtures';
import { aNotification, notificationPage } from '../../../test/notification-fixtures';
import { renderWithProviders } from '../../../test/render';
import { NotificationBell } from './notification-bell';

const answer = aNotification();
const announcement = aNotification({
  id: 'ntf-2',
  kind: 'announcement',
  data: { courseTitle: 'Modern JavaScript', title: 'Exam moved' },
  text: 'New announcement in “Modern JavaScript”: Exam moved',
  link: '/learn/modern-javascript',
  readAt: '2026-11-20T10:00:00.000Z',
});

/** The API as the bell meets it: the list, a ticket for the stream, and marking read. */
function serve(items = [answer, announcement]) {
  return (request: SentRequest) => {
    if (isCallOf(request, notificationRoutes.createNotificationTicket))
      return { body: { data: { ticket: 't-1', expiresAt: '2026-11-27T10:01:00.000Z' } } };
    if (isCallOf(request, notificationRoutes.markNotificationsRead))
      return { body: { data: { marked: 1, unread: 0 } } };
    return notificationPage(items);
  };
}

const writes = (sent: SentRequest[]) =>
  sent.filter((request) => request.method === 'POST' && !request.url.includes('ticket'));

describe('the notification bell', () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });

  it('names the unread count and lists the latest, unread ones marked, with a way to all of them', async () => {
    const sent = stubFetch(serve());
    const { user } = renderWithProviders(<NotificationBell />, { signedInAs: aUser() });

    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(sent.filter((request) => request.method === 'GET')[0]).toEqual({
      method: 'GET',
      url: apiUrl(notificationRoutes.listNotifications, {}, { page: 1, limit: 5 }),
      body: undefined,
    });
    await user.click(bell);

    // The menu fades in (hidden to queries until its transition ends in this DOM).
    const menu = await screen.findByRole('menu', { hidden: true });
    const items = within(menu).getAllByRole('menuitem', { hidden: true });
    expect(items.map((item) => item.textContent)).toEqual([
      'Mark all as read',
      expect.stringMatching(/^Unread: Ada Admin answered “Why closures\?”\.just now$/),
      expect.stringMatching(/^New announcement in “Modern JavaScript”: Exam moved/),
      'See all notifications',
    ]);
    expect(
      within(menu).getByRole('menuitem', { name: 'See all notifications', hidden: true }),
    ).toHaveAttribute('href', '/notifications');
  });

  it('marks everything read from the menu, and the count goes', async () => {
    const sent = stubFetch(serve());
    const { user } = renderWithProviders(<NotificationBell />, { signedInAs: aUser() });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));

    await user.click(await screen.findByRole('menuitem', { name: 'Mark all as read', hidden: true }));

    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeVisible();
    expect(writes(sent)).toEqual([
      { method: 'POST', url: apiUrl(notificationRoutes.markNotificationsRead), body: { all: true } },
    ]);
    expect(screen.queryByText(/^Unread:/)).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'Mark all as read', hidden: true })).toBeDisabled();
  });

  it('opens an item where it leads and marks it read', async () => {
    const sent = stubFetch(serve());
    const { user, currentPath } = renderWithProviders(<NotificationBell />, { signedInAs: aUser() });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));

    await user.click(
      await screen.findByRole('menuitem', { name: /answered “Why closures\?”/, hidden: true }),
    );

    await waitFor(() => expect(currentPath()).toBe('/learn/modern-javascript/chapters/ch-1?thread=th-1'));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeVisible();
    expect(writes(sent)).toEqual([
      { method: 'POST', url: apiUrl(notificationRoutes.markNotificationsRead), body: { ids: ['ntf-1'] } },
    ]);
  });

  it('says so when there is nothing yet, with no count', async () => {
    stubFetch(serve([]));
    const { user } = renderWithProviders(<NotificationBell />, { signedInAs: aUser() });

    await user.click(await screen.findByRole('button', { name: 'Notifications' }));

    expect(await screen.findByText('You have no notifications yet.')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Mark all as read', hidden: true })).toBeDisabled();
  });

  it('counts a notification that arrives on the live stream', async () => {
    stubFetch(serve([]));
    renderWithProviders(<NotificationBell />, { signedInAs: aUser() });
    await screen.findByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));

    FakeEventSource.latest().send({ notification: aNotification({ id: 'ntf-9' }), unread: 1 });

    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  });
});
