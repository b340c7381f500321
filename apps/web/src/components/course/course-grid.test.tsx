import { COURSE_CARD_IMAGE_SIZES, COURSE_COVER_IMAGE_SIZES } from '@coursewise/contract/first-paint';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCourseSummary } from '../../test/learning-fixtures';
import { renderWithProviders } from '../../test/render';
import { CourseGrid } from './course-grid';
import { CourseImage } from './course-image';

const srcSetOf = (folder: string) =>
  [320, 480, 720, 960, 1280].map((w) => `/uploads/${folder}/320-480-720-960-1280/${w}.webp ${w}w`).join(', ');

const course = (n: number, withWidths = true) =>
  aCourseSummary({
    id: `course-${n}`,
    slug: `course-${n}`,
    title: `Course ${n}`,
    imageUrl: withWidths
      ? `/uploads/c${n}/320-480-720-960-1280/1280.webp`
      : `/uploads/courses/c${n}/cover.webp`,
    imageSrcSet: withWidths ? srcSetOf(`c${n}`) : null,
  });

describe('course covers in a grid', () => {
  it('fetches the first card’s cover first, the first row’s at once, and the rest when scrolled near', () => {
    renderWithProviders(
      <CourseGrid
        courses={[course(1), course(2), course(3), course(4, false)]}
        eagerImages={2}
        hasPriorityImage
      />,
    );
    const [first, second, third, fourth] = ['Course 1', 'Course 2', 'Course 3', 'Course 4'].map((name) =>
      screen.getByRole('img', { name }),
    );

    // Exactly what the server preloads for the page: same srcset, same sizes (one download).
    expect(first).toHaveAttribute('srcset', srcSetOf('c1'));
    expect(first).toHaveAttribute('sizes', COURSE_CARD_IMAGE_SIZES);
    expect(first).toHaveAttribute('src', '/uploads/c1/320-480-720-960-1280/1280.webp');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).not.toHaveAttribute('decoding');

    expect(second).toHaveAttribute('loading', 'eager');
    expect(second).not.toHaveAttribute('fetchpriority');
    expect(second).toHaveAttribute('decoding', 'async');

    for (const below of [third, fourth]) {
      expect(below).toHaveAttribute('loading', 'lazy');
      expect(below).toHaveAttribute('decoding', 'async');
      expect(below).not.toHaveAttribute('fetchpriority');
    }
    // A cover kept in one size (stored before widths existed) is a plain picture.
    expect(fourth).not.toHaveAttribute('srcset');
    expect(fourth).not.toHaveAttribute('sizes');
    expect(fourth).toHaveAttribute('src', '/uploads/courses/c4/cover.webp');

    // Width and height reserve the 16:9 box before the picture arrives: nothing shifts.
    for (const image of [first, second, third, fourth]) {
      expect(image).toHaveAttribute('width', '480');
      expect(image).toHaveAttribute('height', '270');
    }
  });

  it('gives no card priority in a grid that is not the page’s first screen', () => {
    renderWithProviders(<CourseGrid courses={[course(1), course(2)]} />);
    for (const image of [
      screen.getByRole('img', { name: 'Course 1' }),
      screen.getByRole('img', { name: 'Course 2' }),
    ]) {
      expect(image).not.toHaveAttribute('fetchpriority');
      expect(image).toHaveAttribute('loading', 'lazy');
    }
  });

  it('shows a course page’s cover at its own sizes', () => {
    renderWithProviders(
      <CourseImage
        src="/uploads/c1/320-480-720-960-1280/1280.webp"
        srcSet={srcSetOf('c1')}
        sizes={COURSE_COVER_IMAGE_SIZES}
        title="Course 1"
        isPriority
      />,
    );
    const image = screen.getByRole('img', { name: 'Course 1' });
    expect(image).toHaveAttribute('sizes', COURSE_COVER_IMAGE_SIZES);
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });
});
