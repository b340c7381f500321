import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { InstructorCard } from './instructor-card';

const base = { name: 'Ada Baker', bio: 'Bakes.', avatarUrl: null, avatarSrcSet: null };

describe('instructor card', () => {
  it('links the name to the instructor’s public profile when the course has one', () => {
    renderWithProviders(<InstructorCard instructor={{ ...base, slug: 'ada-baker' }} />);
    expect(screen.getByRole('link', { name: 'Ada Baker' })).toHaveAttribute('href', '/instructors/ada-baker');
  });

  it('shows the name as text for a console-made course, which has no profile', () => {
    renderWithProviders(<InstructorCard instructor={base} />);
    expect(screen.getByText('Ada Baker')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Ada Baker' })).toBeNull();
  });
});
