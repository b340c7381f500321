import type { AdminChapter, ChapterUpdateBody } from '@coursewise/contract';
import { adminCatalogueRoutes, adminQuestionRoutes } from '@coursewise/contract/routes';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aChapterSummary, anAdmin, anAdminCourse } from '../../../test/admin-catalogue-fixtures';
import { apiUrl } from '../../../test/api-url';
import { type SentRequest, stubFetch } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { ChapterPage } from './chapter-page';
import { CourseLayout } from './course-layout';

const chapter: AdminChapter = {
  ...aChapterSummary(),
  courseId: 'course-1',
  content: '<p>Hello</p>',
  videoUrl: null,
  captionsUrl: null,
  videoLink: null,
  captionsLink: null,
  video: null,
};

function openChapter() {
  const sent = stubFetch((request) => {
    if (request.url === apiUrl(adminCatalogueRoutes.adminGetCourse, { id: 'course-1' }))
      return { body: { data: anAdminCourse() } };
    if (
      request.url === apiUrl(adminCatalogueRoutes.adminGetChapter, { id: 'chapter-1' }) &&
      request.method === 'GET'
    )
      return { body: { data: chapter } };
    if (
      request.url === apiUrl(adminCatalogueRoutes.adminGetChapter, { id: 'chapter-1' }) &&
      request.method === 'PUT'
    )
      return { body: { data: { ...chapter, ...(request.body as ChapterUpdateBody) } } };
    if (request.url === apiUrl(adminQuestionRoutes.adminListChapterQuestions, { id: 'chapter-1' }))
      return { body: { data: [] } };
    return { status: 404, body: { code: 'NOT_FOUND', message: `No stub for ${request.url}` } };
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/admin/courses/:courseId" element={<CourseLayout />}>
        <Route path="chapters/:chapterId" element={<ChapterPage />} />
      </Route>
    </Routes>,
    { route: '/admin/courses/course-1/chapters/chapter-1', signedInAs: anAdmin() },
  );
  return { ...view, sent };
}

const saved = (sent: SentRequest[]) =>
  sent.filter((request) => request.method === 'PUT').map((request) => request.body);

describe('the chapter editor', { timeout: 20_000 }, () => {
  it('offers a video upload for a video chapter and saves the chapter without touching its captions', async () => {
    const { user, sent } = openChapter();
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    const fileInput = { selector: 'input[type="file"]' };
    expect(screen.queryByLabelText('Video', fileInput)).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Video' }));
    expect(screen.getByLabelText('Video', fileInput)).toHaveAttribute('accept', 'video/mp4,video/webm');

    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Save chapter' }));
    expect(title).toHaveAccessibleDescription('This field is required');
    expect(saved(sent)).toEqual([]);

    await user.type(title, 'Watch this');
    const length = screen.getByRole('textbox', { name: 'Length (minutes)' });
    await user.clear(length);
    await user.type(length, '12');
    await user.click(screen.getByRole('switch', { name: /Free preview/ }));
    await user.click(screen.getByRole('button', { name: 'Save chapter' }));

    expect(await screen.findByText('Chapter saved')).toBeVisible();
    expect(saved(sent)).toEqual([
      {
        title: 'Watch this',
        type: 'video',
        content: '<p>Hello</p>',
        videoUrl: null,
        isPreview: true,
        durationMinutes: 12,
      },
    ]);
    expect(screen.getByRole('heading', { name: 'Chapter quiz' })).toBeVisible();
    expect(screen.getByText('No questions yet.')).toBeVisible();
  });
});
