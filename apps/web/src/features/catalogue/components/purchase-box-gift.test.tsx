import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../../test/fixtures';
import { aCourseDetails } from '../../../test/learning-fixtures';
import { renderWithProviders } from '../../../test/render';
import { PurchaseBox } from './purchase-box';

describe('purchase box', () => {
  it('offers an owner of a priced course to buy it as a gift', () => {
    const course = aCourseDetails({ id: 'course-9', isPurchased: true, price: 1999 });
    renderWithProviders(<PurchaseBox course={course} chapterCount={3} />, { signedInAs: aUser() });
    expect(screen.getByRole('link', { name: 'Go to course' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy it as a gift' })).toHaveAttribute(
      'href',
      '/checkout?courseId=course-9&gift=1',
    );
  });
});
