import { notificationRoutes } from '@coursewise/contract/routes';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiUrl, isCallOf } from '../../../test/api-url';
import { FakeEventSource } from '../../../test/fake-event-source';
import { type SentRequest, stubFetch } from '../../../test/fetch-stub';
import { aUser } from '../../../test/fixtures';
import { aNotification, notificationPage } from '../../../test/notification-fixtures';
import { renderWithProviders } from '../../../test/render';
import { BELL_SIZE, useNotifications } from '../api/get-notifications';
import { useNotificationStream } from './use-notification-stream';

const openFake = (url: string) => new FakeEventSource(url);
// No pause before reconnecting: the test waits for the new ticket, not for time.
const NO_DELAY = [0] as const;

/** The hook beside what it feeds: the first page's unread count and texts. */
function Probe({ isEnabled }: { isEnabled: boolean }) {
  useNotificationStream(isEnabled, { openSource: openFake, retryDelaysMs: NO_DELAY });
  const list = useNotifications(1, BELL_SIZE);
  return (
    <p>
      {list.data
        ? `${list.data.unread} unread: ${list.data.items.map((item) => item.text).join(' | ')}`
        : '…'}
    </p>
  );
}

let tickets = 0;
function serve(request: SentRequest) {
  if (isCallOf(request, notificationRoutes.createNotificationTicket)) {
    tickets += 1;
    return { body: { data: { ticket: `t-${tickets}`, expiresAt: '2026-11-27T10:01:00.000Z' } } };
  }
  return notificationPage([]);
}

const ticketCalls = (sent: SentRequest[]) =>
  sent.filter((request) => isCallOf(request, notificationRoutes.createNotificationTicket));

describe('the live notification stream', () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    tickets = 0;
  });

  it('opens with a ticket and puts each notification on top of the list with the new count', async () => {
    const sent = stubFetch(serve);
    renderWithProviders(<Probe isEnabled />, { signedInAs: aUser() });
    await screen.findByText('0 unread:');
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    expect(ticketCalls(sent)).toEqual([
      { method: 'POST', url: apiUrl(notificationRoutes.createNotificationTicket), body: {} },
    ]);
    expect(FakeEventSource.latest().url).toBe(
      apiUrl(notificationRoutes.streamNotifications, {}, { ticket: 't-1' }),
    );

    FakeEventSource.latest().send({ notification: aNotification(), unread: 1 });
    expect(await screen.findByText('1 unread: Ada Admin answered “Why closures?”.')).toBeInTheDocument();
    // The same event twice (a reconnection replaying it) is listed once; anything else is ignored.
    FakeEventSource.latest().send({ notification: aNotification(), unread: 1 });
    FakeEventSource.latest().send('<html>proxy error</html>');
    FakeEventSource.latest().send({
      notification: aNotification({ id: 'ntf-2', text: 'Second.' }),
      unread: 2,
    });
    expect(
      await screen.findByText('2 unread: Second. | Ada Admin answered “Why closures?”.'),
    ).toBeInTheDocument();
  });

  it('after an error closes the stream and reopens it with a fresh ticket, then reloads the list', async () => {
    const sent = stubFetch(serve);
    renderWithProviders(<Probe isEnabled />, { signedInAs: aUser() });
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const first = FakeEventSource.latest();
    const listLoads = () => sent.filter((request) => isCallOf(request, notificationRoutes.listNotifications));
    await waitFor(() => expect(listLoads()).toHaveLength(1));

    first.fail();

    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    expect(first.isClosed).toBe(true);
    expect(FakeEventSource.latest().url).toBe(
      apiUrl(notificationRoutes.streamNotifications, {}, { ticket: 't-2' }),
    );
    FakeEventSource.latest().open();
    await waitFor(() => expect(listLoads()).toHaveLength(2));
  });

  it('keeps trying when no ticket can be had, and closes the stream when it ends', async () => {
    let isDown = true;
    const sent = stubFetch((request) =>
      isDown && isCallOf(request, notificationRoutes.createNotificationTicket)
        ? { status: 503, body: { message: 'Down', code: 'UNAVAILABLE' } }
        : serve(request),
    );
    const view = renderWithProviders(<Probe isEnabled />, { signedInAs: aUser() });
    await waitFor(() => expect(ticketCalls(sent).length).toBeGreaterThanOrEqual(2));
    expect(FakeEventSource.opened).toHaveLength(0);
    isDown = false;
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));

    view.unmount();

    expect(FakeEventSource.latest().isClosed).toBe(true);
  });

  it('opens nothing while not enabled (signed out)', async () => {
    const sent = stubFetch(serve);
    renderWithProviders(<Probe isEnabled={false} />);
    await screen.findByText('0 unread:');
    expect(ticketCalls(sent)).toEqual([]);
    expect(FakeEventSource.opened).toHaveLength(0);
  });
});
