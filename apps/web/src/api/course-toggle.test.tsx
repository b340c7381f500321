import { cartKeys, courseKeys, wishlistKeys } from '@coursewise/contract/query-keys';
import { cartRoutes, wishlistRoutes } from '@coursewise/contract/routes';
import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../test/api-url';
import { stubFetch } from '../test/fetch-stub';
import { renderWithProviders } from '../test/render';
import { useToggleCart } from './toggle-cart';
import { useToggleWishlist } from './toggle-wishlist';

const listKey = courseKeys.list({ page: 1 });
const courseList = { items: [{ id: 'course-1', isInCart: false, isWishlisted: true }], total: 1 };

function CartToggle({ isQuiet }: { isQuiet?: boolean }) {
  const toggle = useToggleCart({ isQuiet });
  return (
    <button type="button" onClick={() => toggle.mutate('course-1')}>
      {toggle.isSuccess ? 'Cart done' : 'Toggle cart'}
    </button>
  );
}

function WishlistToggle({ isQuiet }: { isQuiet?: boolean }) {
  const toggle = useToggleWishlist({ isQuiet });
  return (
    <button type="button" onClick={() => toggle.mutate('course-1')}>
      {toggle.isSuccess ? 'Wishlist done' : 'Toggle wishlist'}
    </button>
  );
}

function renderWithCachedLists(ui: ReactElement) {
  const view = renderWithProviders(ui);
  view.queryClient.setQueryData(listKey, courseList);
  view.queryClient.setQueryData(cartKeys.list('USD'), { items: [] });
  view.queryClient.setQueryData(wishlistKeys.page(1), { items: [] });
  return view;
}

describe('cart toggle', () => {
  it('adds the course, says so, marks it in every cached list and drops the stale cart and wishlist', async () => {
    const sent = stubFetch(() => ({ body: { data: { inCart: true } } }));
    const { user, queryClient } = renderWithCachedLists(<CartToggle />);

    await user.click(screen.getByRole('button', { name: 'Toggle cart' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Added to your cart');
    expect(sent).toEqual([
      { method: 'POST', url: apiUrl(cartRoutes.toggleCart), body: { courseId: 'course-1' } },
    ]);
    await screen.findByRole('button', { name: 'Cart done' });
    expect(queryClient.getQueryData(listKey)).toEqual({
      items: [{ id: 'course-1', isInCart: true, isWishlisted: true }],
      total: 1,
    });
    expect(queryClient.getQueryData(cartKeys.list('USD'))).toBeUndefined();
    expect(queryClient.getQueryData(wishlistKeys.page(1))).toBeUndefined();
  });

  it('says when the course left the cart, and says nothing when asked to be quiet', async () => {
    stubFetch(() => ({ body: { data: { inCart: false } } }));
    const { user } = renderWithProviders(
      <>
        <CartToggle />
        <WishlistToggle isQuiet />
      </>,
    );

    await user.click(screen.getByRole('button', { name: 'Toggle cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Removed from your cart');

    await user.click(screen.getByRole('button', { name: 'Toggle wishlist' }));
    await screen.findByRole('button', { name: 'Wishlist done' });
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('stays quiet for "Buy now"', async () => {
    stubFetch(() => ({ body: { data: { inCart: true } } }));
    const { user } = renderWithProviders(<CartToggle isQuiet />);

    await user.click(screen.getByRole('button', { name: 'Toggle cart' }));

    await screen.findByRole('button', { name: 'Cart done' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('wishlist toggle', () => {
  it('removes the course, says so, unmarks it everywhere and drops the stale wishlist only', async () => {
    const sent = stubFetch(() => ({ body: { data: { wishlisted: false } } }));
    const { user, queryClient } = renderWithCachedLists(<WishlistToggle />);

    await user.click(screen.getByRole('button', { name: 'Toggle wishlist' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Removed from your wishlist');
    expect(sent).toEqual([
      { method: 'POST', url: apiUrl(wishlistRoutes.toggleWishlist), body: { courseId: 'course-1' } },
    ]);
    await waitFor(() => expect(queryClient.getQueryData(wishlistKeys.page(1))).toBeUndefined());
    expect(queryClient.getQueryData(listKey)).toEqual({
      items: [{ id: 'course-1', isInCart: false, isWishlisted: false }],
      total: 1,
    });
    expect(queryClient.getQueryData(cartKeys.list('USD'))).toEqual({ items: [] });
  });

  it('says when the course is added', async () => {
    stubFetch(() => ({ body: { data: { wishlisted: true } } }));
    const { user } = renderWithProviders(<WishlistToggle />);

    await user.click(screen.getByRole('button', { name: 'Toggle wishlist' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Added to your wishlist');
  });
});
