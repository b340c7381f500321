import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../../test/fixtures';
import { aCourseSummary } from '../../../test/learning-fixtures';
import { renderWithProviders } from '../../../test/render';
import { WishlistActions } from './wishlist-actions';

describe('the wishlist actions in other languages', () => {
  it('offer "Move to cart" and "Remove" in German, "Enrol for free" in French', () => {
    const course = aCourseSummary({ id: 'c1', slug: 'pottery', title: 'Pottery', price: 1999 });
    const german = renderWithProviders(<WishlistActions course={{ ...course, isPurchased: false }} />, {
      signedInAs: aUser(),
      locale: 'de',
    });
    expect(screen.getByRole('button', { name: 'In den Warenkorb' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Entfernen' })).toBeVisible();
    german.unmount();

    renderWithProviders(<WishlistActions course={{ ...course, price: 0, isPurchased: false }} />, {
      signedInAs: aUser(),
      locale: 'fr',
    });
    expect(screen.getByRole('button', { name: 'S’inscrire gratuitement' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retirer' })).toBeVisible();
  });
});
