import { paymentRoutes } from '@coursewise/contract/routes';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../../test/api-url';
import { stubFetch } from '../../../test/fetch-stub';
import { aUser } from '../../../test/fixtures';
import { aCourseSummary } from '../../../test/learning-fixtures';
import { renderWithProviders } from '../../../test/render';
import { WishlistActions } from './wishlist-actions';

describe('the wishlist actions of a free course (issue 22)', () => {
  it('offer "Enrol for free" in place of "Move to cart", which never sends the course to the cart', async () => {
    const course = aCourseSummary({ id: 'free-1', slug: 'free-yoga', title: 'Free Yoga', price: 0 });
    const sent = stubFetch(() => ({
      status: 201,
      body: {
        data: { courseId: course.id, slug: course.slug, title: course.title, enrolledAt: '2026-11-26' },
      },
    }));
    const { user } = renderWithProviders(<WishlistActions course={{ ...course, isPurchased: false }} />, {
      signedInAs: aUser(),
    });

    expect(screen.queryByRole('button', { name: 'Move to cart' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enrol for free' }));
    expect(await screen.findByText('You are enrolled in “Free Yoga”')).toBeVisible();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([
      { method: 'POST', url: apiUrl(paymentRoutes.enrolCourse), body: { courseId: course.id } },
    ]);
  });
});
