import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aLearningChapter, aPurchasedCourse } from '../../../test/learning-fixtures';
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
      '/learn/modern-javascript/final',
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

  it('marks the chapters a quiz completes', () => {
    const course = aPurchasedCourse();
    const [first] = course.modules;
    if (!first) throw new Error('The fixture has modules');
    first.chapters[1] = aLearningChapter({
      id: 'chapter-2',
      title: 'Variables and types',
      quiz: { questionCount: 4, passed: false, bestPercentage: 50 },
    });
    renderWithProviders(<CourseOutlineNav course={course} currentChapterId="chapter-1" />);

    expect(within(outline()).getByRole('link', { name: /^Variables and types/ })).toHaveAccessibleName(
      'Variables and types Reading · 5 min · Quiz',
    );
    expect(within(outline()).getByRole('link', { name: /^Welcome/ })).toHaveAccessibleName(
      'Welcome Video · 5 min · Completed',
    );
  });

  it('ends with the final assessment, locked while chapters remain', () => {
    renderWithProviders(<CourseOutlineNav course={aPurchasedCourse()} currentChapterId="chapter-1" />);

    expect(within(outline()).getByRole('link', { name: /^Final assessment/ })).toHaveAccessibleName(
      'Final assessment Locked · 2 chapters to go',
    );
  });

  it('says how many attempts are left once the final assessment is open, and when it is passed', () => {
    const open = aPurchasedCourse({
      progress: { completed: 3, total: 3, percent: 100 },
      finalAssessment: { status: 'open', attemptsAllowed: 3, attemptsUsed: 1, certificateId: null },
    });
    const { unmount } = renderWithProviders(<CourseOutlineNav course={open} currentChapterId="chapter-1" />);
    expect(within(outline()).getByRole('link', { name: /^Final assessment/ })).toHaveAccessibleName(
      'Final assessment 2 of 3 attempts left',
    );
    unmount();

    const passed = aPurchasedCourse({
      finalAssessment: { status: 'passed', attemptsAllowed: 3, attemptsUsed: 2, certificateId: 'cert-1' },
    });
    renderWithProviders(<CourseOutlineNav course={passed} currentChapterId="chapter-1" />);
    expect(within(outline()).getByRole('link', { name: /^Final assessment/ })).toHaveAccessibleName(
      'Final assessment Passed',
    );
  });

  it('has no final assessment entry when the course has none', () => {
    const course = aPurchasedCourse({
      finalAssessment: { status: 'none', attemptsAllowed: 3, attemptsUsed: 0, certificateId: null },
    });
    renderWithProviders(<CourseOutlineNav course={course} currentChapterId="chapter-1" />);

    expect(within(outline()).queryByRole('link', { name: /Final assessment/ })).not.toBeInTheDocument();
  });
});
