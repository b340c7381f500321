import { cartRoutes } from '@coursewise/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { call } from '../lib/api-client';
import { notify } from '../lib/event-bus';
import { stubFetch } from '../test/fetch-stub';
import { renderWithProviders } from '../test/render';

/** The kind of toast (success green, error red) a message was shown as. */
async function toastKind(message: string): Promise<string | undefined> {
  const toast = (await screen.findByText(message)).closest('.Toastify__toast');
  return [...(toast?.classList ?? [])].find((name) => name.startsWith('Toastify__toast--'));
}

/** A button whose call fails (adding an owned course to the cart), as any form's submit can. */
function AddToCartButton({ isSilent = false }: { isSilent?: boolean }) {
  const addToCart = useMutation({
    mutationFn: () => call(cartRoutes.toggleCart, { body: { courseId: 'course-1' } }),
    meta: { silentError: isSilent },
  });
  return (
    <button type="button" onClick={() => addToCart.mutate()}>
      {addToCart.isError ? 'Adding failed' : 'Add to cart'}
    </button>
  );
}

describe('toast area', () => {
  it('shows a success notification from the event bus', async () => {
    renderWithProviders(<p>Page</p>);
    notify.success('Your profile has been saved');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your profile has been saved');
    expect(await toastKind('Your profile has been saved')).toBe('Toastify__toast--success');
  });

  it('shows an error notification as an error', async () => {
    renderWithProviders(<p>Page</p>);
    notify.error('The course could not be loaded');
    expect(await toastKind('The course could not be loaded')).toBe('Toastify__toast--error');
  });

  it('shows a warning as an error', async () => {
    renderWithProviders(<p>Page</p>);
    notify.warning('Your session is about to end');
    expect(await toastKind('Your session is about to end')).toBe('Toastify__toast--error');
  });

  it('shows a notification raised before the page had mounted', async () => {
    notify.success('Welcome back');
    renderWithProviders(<p>Page</p>);
    expect(await screen.findByRole('alert')).toHaveTextContent('Welcome back');
  });

  it("shows the server's message when a call fails", async () => {
    stubFetch(() => ({ status: 409, body: { code: 'OWNED', message: 'You already own this course' } }));
    const { user } = renderWithProviders(<AddToCartButton />);

    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(await toastKind('You already own this course')).toBe('Toastify__toast--error');
  });

  it("says 'Something went wrong' when the server gives no message", async () => {
    stubFetch(() => ({ status: 502, text: '<html>Bad gateway</html>' }));
    const { user } = renderWithProviders(<AddToCartButton />);

    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });

  it("says 'Something went wrong' in the page's language", async () => {
    stubFetch(() => ({ status: 502, text: '<html>Bad gateway</html>' }));
    const { user } = renderWithProviders(<AddToCartButton />, { locale: 'de' });

    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Etwas ist schiefgelaufen');
  });

  it('stays quiet for a call whose form shows the error itself', async () => {
    stubFetch(() => ({ status: 409, body: { code: 'OWNED', message: 'You already own this course' } }));
    const { user } = renderWithProviders(<AddToCartButton isSilent />);

    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(await screen.findByRole('button', { name: 'Adding failed' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
