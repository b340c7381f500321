import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCourseDetails } from '../../../test/learning-fixtures';
import { renderWithProviders } from '../../../test/render';
import { CourseHero } from './course-hero';
import { RatingSummary } from './rating-summary';

const unrated = aCourseDetails({ rating: { average: 0, count: 0 } });
const rated = aCourseDetails({
  rating: { average: 4, count: 2 },
  ratingBreakdown: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 0 },
});

describe('a course page’s rating', () => {
  it('says "New" in the hero and the reviews section of an unrated course, with no 0.0 or 0 ratings', () => {
    renderWithProviders(
      <section aria-label="Course">
        <CourseHero course={unrated} />
        <RatingSummary rating={unrated.rating} breakdown={unrated.ratingBreakdown} />
      </section>,
    );
    const page = screen.getByRole('region', { name: 'Course' });
    expect(screen.getAllByText('New')).toHaveLength(2);
    expect(screen.getByText(/No ratings yet/)).toBeInTheDocument();
    expect(page).not.toHaveTextContent('0 ratings');
    expect(page).not.toHaveTextContent('0.0');
    expect(screen.queryByRole('img', { name: /Rated/ })).not.toBeInTheDocument();
  });

  it('shows the average and the count once rated', () => {
    renderWithProviders(
      <>
        <CourseHero course={rated} />
        <RatingSummary rating={rated.rating} breakdown={rated.ratingBreakdown} />
      </>,
    );
    expect(screen.getAllByRole('img', { name: 'Rated 4.0 out of 5' })).toHaveLength(2);
    expect(document.body).toHaveTextContent('(2 ratings)');
    expect(screen.queryByText('New')).not.toBeInTheDocument();
  });
});
