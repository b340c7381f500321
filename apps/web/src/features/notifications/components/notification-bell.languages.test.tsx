import type { Notification } from '@coursewise/contract';
import { notificationRoutes } from '@coursewise/contract/routes';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isCallOf } from '../../../test/api-url';
import { FakeEventSource } from '../../../test/fake-event-source';
import { type SentRequest, stubFetch } from '../../../test/fetch-stub';
import { aUser } from '../../../test/fixtures';
import { aNotification, notificationPage } from '../../../test/notification-fixtures';
import { renderWithProviders } from '../../../test/render';
import { NotificationBell } from './notification-bell';
import { NotificationList } from './notification-list';

function serve(request: SentRequest) {
  if (isCallOf(request, notificationRoutes.createNotificationTicket))
    return { body: { data: { ticket: 't-1', expiresAt: '2026-11-27T10:01:00.000Z' } } };
  return notificationPage([aNotification()]);
}

describe('the notifications in other languages', { timeout: 30_000 }, () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });

  it('names the bell and its menu in German, the unread one marked and dated in German', async () => {
    stubFetch(serve);
    const { user } = renderWithProviders(<NotificationBell />, { locale: 'de', signedInAs: aUser() });

    await user.click(await screen.findByRole('button', { name: 'Benachrichtigungen, 1 ungelesen' }));
    const menu = await screen.findByRole('menu', { hidden: true });
    const items = within(menu).getAllByRole('menuitem', { hidden: true });
    expect(items[0]).toHaveTextContent('Alle als gelesen markieren');
    expect(items[1]?.textContent).toMatch(/^Ungelesen: .+(jetzt|vor \d+ \w+|gestern|\d+\. \w+ \d{4})$/);
    expect(items.at(-1)).toHaveTextContent('Alle Benachrichtigungen ansehen');
  });

  it('lists notifications in Spanish, each unread one with its way to be marked read', () => {
    const notification = aNotification({ createdAt: '2026-01-05T10:00:00.000Z' });
    renderWithProviders(
      <NotificationList items={[notification]} onOpen={() => {}} onMarkRead={() => {}} isMarking={false} />,
      { locale: 'es' },
    );
    const list = screen.getByRole('list', { name: 'Tus notificaciones' });
    expect(within(list).getByText('Sin leer:')).toBeInTheDocument();
    expect(within(list).getByText('5 de enero de 2026')).toBeInTheDocument();
    // The line is composed in Spanish from the kind and data, not the server's English text.
    expect(within(list).getByText('Ada Admin ha contestado «Why closures?».')).toBeInTheDocument();
    expect(
      within(list).getByRole('button', {
        name: 'Marcar como leída: Ada Admin ha contestado «Why closures?».',
      }),
    ).toHaveTextContent('Marcar como leída');
  });

  it('says each kind of notification in French, with a name when the author has none', () => {
    const kinds: [Partial<Notification>, string][] = [
      [
        { kind: 'certificate_issued', data: { courseTitle: 'Statistique', number: 'CW-1' } },
        'Votre certificat pour « Statistique » est prêt.',
      ],
      [
        { kind: 'refund_decided', data: { courseTitle: 'Statistique', outcome: 'declined', note: null } },
        'Votre demande de remboursement pour « Statistique » a été refusée.',
      ],
      [
        { kind: 'refund_decided', data: { courseTitle: 'Statistique', outcome: 'refunded', note: null } },
        'Votre achat de « Statistique » a été remboursé.',
      ],
      [
        { kind: 'gift_received', data: { courseTitle: 'Statistique', from: '' } },
        'Quelqu’un vous a offert « Statistique » : votre code est dans votre e-mail.',
      ],
      [
        { kind: 'announcement', data: { courseTitle: 'Statistique', title: 'Séance en direct' } },
        'Nouvelle annonce dans « Statistique » : Séance en direct',
      ],
      [
        {
          kind: 'discussion_reply',
          data: { courseTitle: 'Statistique', threadTitle: 'Moyenne ?', author: 'Léa' },
        },
        'Léa a répondu à « Moyenne ? ».',
      ],
    ];
    const items = kinds.map(([fields], index) => aNotification({ ...fields, id: `ntf-${index}` }));
    renderWithProviders(
      <NotificationList items={items} onOpen={() => {}} onMarkRead={() => {}} isMarking={false} />,
      { locale: 'fr' },
    );
    for (const [, line] of kinds) expect(screen.getByText(line)).toBeInTheDocument();
  });
});
