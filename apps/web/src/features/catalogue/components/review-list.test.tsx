import type { Review } from '@coursewise/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ReviewList } from './review-list';

const aReview = (overrides: Partial<Review>): Review => ({
  id: 'r1',
  rating: 4,
  comment: 'Clear and kind',
  author: { name: 'Ada L.', avatarUrl: null, avatarSrcSet: null },
  isEarly: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

describe('the course page review list', () => {
  it('labels only the reviews written early', () => {
    renderWithProviders(
      <ReviewList
        reviews={[
          aReview({ id: 'early', comment: 'Looks promising', isEarly: true }),
          aReview({ id: 'late', comment: 'Finished it, loved it' }),
        ]}
      />,
    );

    const [early, late] = screen.getAllByRole('listitem');
    if (!early || !late) throw new Error('two reviews are listed');
    expect(early).toHaveTextContent('Looks promising');
    expect(within(early).getByText('Early review')).toBeVisible();
    expect(late).toHaveTextContent('Finished it, loved it');
    expect(within(late).queryByText(/Early review/)).toBeNull();
  });
});
