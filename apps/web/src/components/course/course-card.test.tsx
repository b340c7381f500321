import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCourseSummary } from '../../test/learning-fixtures';
import { renderWithProviders } from '../../test/render';
import { CourseCard } from './course-card';

describe('a course card’s rating', () => {
  it('says "New" for a course nobody has rated, not "0.0 ★ (0 ratings)"', () => {
    renderWithProviders(<CourseCard course={aCourseSummary({ rating: { average: 0, count: 0 } })} />);
    const card = screen.getByRole('article', { name: 'Modern JavaScript' });
    expect(card).toHaveTextContent('New');
    expect(card).not.toHaveTextContent('0 ratings');
    expect(card).not.toHaveTextContent('0.0');
    expect(screen.queryByRole('img', { name: /Rated/ })).not.toBeInTheDocument();
  });

  it('shows the average, the stars and the count once someone has rated it', () => {
    renderWithProviders(<CourseCard course={aCourseSummary({ rating: { average: 4.5, count: 12 } })} />);
    const card = screen.getByRole('article', { name: 'Modern JavaScript' });
    expect(card).toHaveTextContent('(12 ratings)');
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(card).not.toHaveTextContent('New');
  });
});
