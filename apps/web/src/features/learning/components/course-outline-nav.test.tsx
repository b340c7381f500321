import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aPurchasedCourse } from '../../../test/learning-fixtures';
import { renderWithProviders } from '../../../test/render';
import { CourseOutlineNav } from './course-outline-nav';

const outline = () => screen.getByRole('navigation', { name: 'Course content' });

describe('the player outline', () => {
  it('lists every module and chapter, ticks finished ones, and marks the open one as current', () => {
    renderWithProviders(<CourseOutlineNav course={aPurchasedCourse()} currentChapterId="chapter-2" />);

    const nav = outline();
    expect(
      within(nav)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Getting started', 'Functions']);
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/learn/modern-javascript/chapters/chapter-1',
      '/learn/modern-javascript/chapters/chapter-2',
      '/learn/modern-javascript/chapters/chapter-3',
    ]);

    const welcome = within(nav).getByRole('link', { name: /^Welcome/ });
    expect(welcome).toHaveAccessibleName('Welcome Video · 5 min · Completed');
    expect(welcome).not.toHaveAttribute('aria-current');

    const current = within(nav).getByRole('link', { name: /^Variables and types/ });
    expect(current).toHaveAccessibleName('Variables and types Reading · 5 min');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: /^Arrow functions/ })).not.toHaveAccessibleName(/Completed/);
  });

  it('shows the course progress at the top', () => {
    renderWithProviders(<CourseOutlineNav course={aPurchasedCourse()} currentChapterId="chapter-1" />);

    const bar = within(outline()).getByRole('progressbar', { name: 'Course progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '33');
    expect(bar).toHaveAttribute('aria-valuetext', '1 of 3 chapters completed, 33%');
    expect(outline()).toHaveTextContent('1 of 3 chapters33%');
  });
});
