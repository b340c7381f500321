import { accountRoutes } from '@coursewise/contract/routes';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bootstrapSession } from '../../../app/session-bootstrap';
import { apiUrl } from '../../../test/api-url';
import { stubFetch } from '../../../test/fetch-stub';
import { aUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { DeleteAccountModal } from './delete-account-modal';

describe('delete-account modal', () => {
  it('says plainly that certificates stay valid, issued to “a former learner”', () => {
    stubFetch(() => ({ body: {} }));
    renderWithProviders(<DeleteAccountModal opened onClose={() => {}} hasPassword />, {
      signedInAs: aUser(),
    });
    expect(
      screen.getByText(
        'Your certificates stay valid: anyone with a link can still check their number, course, date and score, but they will say they were issued to “a former learner”, not to you.',
      ),
    ).toBeInTheDocument();
  });

  it('deletes, signs out with a full navigation home, and the next page says the account is deleted', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const sent = stubFetch(() => ({ body: { message: 'Your account has been deleted.' } }));
    const first = renderWithProviders(<DeleteAccountModal opened onClose={() => {}} hasPassword />, {
      signedInAs: aUser(),
    });
    await first.user.type(screen.getByLabelText('Password', { exact: true }), 'my secret passphrase');
    await first.user.click(screen.getByRole('button', { name: 'Delete my account' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(sent).toEqual([
      {
        method: 'DELETE',
        url: apiUrl(accountRoutes.deleteAccount),
        body: { password: 'my secret passphrase' },
      },
    ]);
    first.unmount();

    // The reloaded home page.
    stubFetch(() => ({ status: 500, body: {} }));
    const next = renderWithProviders(<p>Home</p>);
    bootstrapSession(next.store);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account has been deleted');
    assign.mockRestore();
  });
});
