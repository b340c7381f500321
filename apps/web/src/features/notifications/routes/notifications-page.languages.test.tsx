import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub';
import { aUser } from '../../../test/fixtures';
import { aNotification, notificationPage } from '../../../test/notification-fixtures';
import { renderWithProviders } from '../../../test/render';
import { NotificationsPage } from './notifications-page';

const unread = aNotification();
const read = aNotification({ id: 'ntf-2', readAt: '2026-01-10T09:00:00.000Z' });

describe('the notifications page in other languages', () => {
  it('counts the notifications and the unread ones in German', async () => {
    stubFetch(() => notificationPage([unread, read], { limit: 20 }));
    renderWithProviders(<NotificationsPage />, {
      locale: 'de',
      route: '/notifications',
      signedInAs: aUser(),
    });

    expect(await screen.findByRole('status')).toHaveTextContent('2 Benachrichtigungen, 1 ungelesen');
    expect(screen.getByRole('heading', { level: 1, name: 'Benachrichtigungen' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Alle als gelesen markieren' })).toBeEnabled();
    await waitFor(() => expect(document.title).toBe('Benachrichtigungen · Coursewise'));
  });

  it('counts one of each in French, and a thousand with French digits', async () => {
    stubFetch(() => notificationPage([unread], { limit: 20, total: 1234 }));
    renderWithProviders(<NotificationsPage />, {
      locale: 'fr',
      route: '/notifications',
      signedInAs: aUser(),
    });

    expect(await screen.findByRole('status')).toHaveTextContent('1 234 notifications, 1 non lue');
    expect(screen.getByRole('button', { name: 'Tout marquer comme lu' })).toBeVisible();
  });

  it('says in Spanish that there is nothing yet, and where to go', async () => {
    stubFetch(() => notificationPage([], { limit: 20 }));
    renderWithProviders(<NotificationsPage />, {
      locale: 'es',
      route: '/notifications',
      signedInAs: aUser(),
    });

    expect(await screen.findByText('Aún no tienes notificaciones')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ir a Mi aprendizaje' })).toHaveAttribute('href', '/my-learning');
  });
});
