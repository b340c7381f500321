import { catalogueRoutes, paymentRoutes } from '@coursewise/contract/routes';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useCourse } from '../../../api/get-course';
import { peekPendingAction } from '../../../lib/pending-action';
import { apiUrl } from '../../../test/api-url';
import { stubFetch } from '../../../test/fetch-stub';
import { aUser } from '../../../test/fixtures';
import { aCourseDetails } from '../../../test/learning-fixtures';
import { renderWithProviders } from '../../../test/render';
import { PurchaseBox } from './purchase-box';

const free = aCourseDetails({
  id: 'free-1',
  slug: 'free-yoga',
  title: 'Free Yoga',
  price: 0,
  isPurchased: false,
  isInCart: false,
  isWishlisted: false,
});

/** The box reads the course from the query cache, as the course page does. */
function CourseBox() {
  const [slug] = useState(free.slug);
  const course = useCourse(slug);
  return course.data ? <PurchaseBox course={course.data} chapterCount={3} /> : null;
}

describe('the purchase box of a free course (issue 22)', () => {
  it('says "Free", offers "Enrol for free" instead of the cart, then "Go to course"', async () => {
    const sent = stubFetch(({ url, method }) => {
      if (method === 'POST')
        return {
          status: 201,
          body: {
            data: {
              courseId: free.id,
              slug: free.slug,
              title: free.title,
              enrolledAt: '2026-11-26T10:00:00Z',
            },
            message: 'You are enrolled in Free Yoga',
          },
        };
      if (url.startsWith(apiUrl(catalogueRoutes.getCourseDetails))) return { body: { data: free } };
      return { body: { data: { items: [], page: 1, limit: 12, total: 0 } } };
    });
    const { user } = renderWithProviders(<CourseBox />, { route: '/courses/free-yoga', signedInAs: aUser() });

    const enrol = await screen.findByRole('button', { name: 'Enrol for free' });
    expect(screen.getByText('Free')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy now' })).not.toBeInTheDocument();

    await user.click(enrol);
    expect(await screen.findByRole('link', { name: 'Go to course' })).toHaveAttribute(
      'href',
      '/learn/free-yoga',
    );
    expect(sent.filter((request) => request.method === 'POST')).toEqual([
      { method: 'POST', url: apiUrl(paymentRoutes.enrolCourse), body: { courseId: free.id } },
    ]);
  });

  it('signed out, keeps the click for after sign-in and opens the sign-in page', async () => {
    stubFetch(() => ({ body: { data: free } }));
    const { user, currentPath } = renderWithProviders(<CourseBox />, { route: '/courses/free-yoga' });

    await user.click(await screen.findByRole('button', { name: 'Enrol for free' }));
    expect(currentPath()).toBe('/signin');
    expect(peekPendingAction()).toMatchObject({ kind: 'enrol', courseId: free.id, courseTitle: 'Free Yoga' });
  });
});
