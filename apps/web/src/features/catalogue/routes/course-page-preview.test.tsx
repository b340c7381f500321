import { catalogueRoutes } from '@coursewise/contract/routes';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { anAdmin } from '../../../test/admin-catalogue-fixtures';
import { apiUrl } from '../../../test/api-url';
import { stubFetch } from '../../../test/fetch-stub';
import { aCourseDetails } from '../../../test/learning-fixtures';
import { renderWithProviders } from '../../../test/render';
import { CoursePage } from './course-page';

const outline = [
  {
    id: 'module-1',
    title: 'Basics',
    position: 1,
    chapters: [
      { id: 'chapter-1', title: 'Welcome', type: 'text' as const, durationMinutes: 3, isPreview: true },
      { id: 'chapter-2', title: 'Paid lesson', type: 'video' as const, durationMinutes: 9, isPreview: false },
    ],
  },
];

function openCoursePage(isDraftPreview: boolean) {
  const course = aCourseDetails({
    isPurchased: false,
    modules: outline,
    ...(isDraftPreview ? { isDraftPreview } : {}),
  });
  stubFetch((request) =>
    request.url.startsWith(apiUrl(catalogueRoutes.getCourseDetails))
      ? { body: { data: course } }
      : { body: { data: { items: [], page: 1, limit: 12, total: 0 } } },
  );
  renderWithProviders(
    <Routes>
      <Route path="/courses/:slug" element={<CoursePage />} />
    </Routes>,
    { route: `/courses/${course.slug}`, signedInAs: anAdmin() },
  );
}

describe('an admin’s preview of a draft course page (issue 23)', () => {
  it('says it is a preview, opens every chapter and offers nothing to buy', async () => {
    openCoursePage(true);
    expect(await screen.findByText('Preview — not published')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Preview Welcome' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Preview Paid lesson' })).toBeVisible();
    expect(screen.getByText('Buying is off in a preview.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
  });

  it('shows a published course as usual: free previews only, no banner', async () => {
    openCoursePage(false);
    expect(await screen.findByRole('button', { name: 'Preview Welcome' })).toBeVisible();
    expect(screen.queryByText('Preview — not published')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Preview Paid lesson' })).toBeNull();
  });
});
