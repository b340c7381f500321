import type { AdminChapter, AdminChapterVideo } from '@coursewise/contract';
import {
  adminCatalogueRoutes,
  adminQuestionRoutes,
  chapterCaptionRoutes,
  instructorStudioContentRoutes,
  studioChapterCaptionRoutes,
  studioVideoRoutes,
  videoRoutes,
} from '@coursewise/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aChapterSummary, anAdmin, anAdminCourse } from '../../../test/admin-catalogue-fixtures';
import { apiUrl } from '../../../test/api-url';
import type { SentRequest } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import {
  anInstructor,
  callsTheConsole,
  openStudio,
  stubOperations,
  studio,
} from '../../studio/studio-test-kit';
import { ChapterPage } from '../routes/chapter-page';
import { CourseLayout } from '../routes/course-layout';
import { formatVideoLength } from './video-processing';

const content = instructorStudioContentRoutes;
const chapterWith = (video: AdminChapterVideo | null): AdminChapter => ({
  ...aChapterSummary({ type: 'video', hasVideo: true }),
  courseId: 'course-1',
  content: '',
  videoUrl: 'videos/intro.mp4',
  captionsUrl: null,
  videoLink: null,
  captionsLink: null,
  video,
});
const processing = (progress: number): AdminChapterVideo => ({
  assetId: 'asset-1',
  status: 'processing',
  progress,
  error: null,
  durationSeconds: null,
});
const ready: AdminChapterVideo = { ...processing(100), status: 'ready', durationSeconds: 252 };
const failed: AdminChapterVideo = {
  ...processing(35),
  status: 'failed',
  error: 'The file has no video stream ffmpeg can read',
};
const posts = (sent: SentRequest[]) =>
  sent.filter((request) => request.method === 'POST').map((request) => request.url);

/** The console's chapter page; the chapter reads answer the given videos in turn (the last one stays). */
function openConsoleChapter(videos: AdminChapterVideo[]) {
  let reads = 0;
  const sent = stubOperations([
    [adminCatalogueRoutes.adminGetCourse, () => ({ body: { data: anAdminCourse() } })],
    [
      adminCatalogueRoutes.adminGetChapter,
      () => ({ body: { data: chapterWith(videos[Math.min(reads++, videos.length - 1)] ?? null) } }),
    ],
    [adminQuestionRoutes.adminListChapterQuestions, () => ({ body: { data: [] } })],
    [chapterCaptionRoutes.adminListChapterCaptions, () => ({ body: { data: [] } })],
    [videoRoutes.adminRetryVideo, () => ({ body: { data: processing(0) } })],
  ]);
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

describe('a chapter video’s processing in the editor', { timeout: 20_000 }, () => {
  it('shows the progress while it runs, following it until the stream is ready', async () => {
    openConsoleChapter([processing(40), processing(80), ready]);
    const section = await screen.findByRole('region', { name: 'Streaming' });
    const bar = within(section).getByRole('progressbar', { name: 'Processing the video' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(within(section).getByText('40%')).toBeVisible();

    expect(await within(section).findByText('80%', {}, { timeout: 5000 })).toBeVisible();
    expect(await within(section).findByText('Ready · 4:12 · streaming', {}, { timeout: 5000 })).toBeVisible();
    expect(within(section).queryByRole('progressbar')).toBeNull();
  });

  it('says why processing failed and restarts it on request, then follows it again', async () => {
    const { user, sent } = openConsoleChapter([failed, failed, processing(5)]);
    const section = await screen.findByRole('region', { name: 'Streaming' });
    expect(within(section).getByRole('alert')).toHaveTextContent(
      'The file has no video stream ffmpeg can read',
    );
    expect(posts(sent)).toEqual([]);

    await user.click(within(section).getByRole('button', { name: 'Retry processing' }));
    expect((await screen.findAllByText('Processing restarted'))[0]).toBeVisible();
    expect(posts(sent)).toEqual([apiUrl(videoRoutes.adminRetryVideo, { id: 'asset-1' })]);
    expect(await within(section).findByRole('progressbar', { name: 'Processing the video' })).toHaveAttribute(
      'aria-valuenow',
      '5',
    );
    expect(within(section).queryByRole('alert')).toBeNull();
  });

  it('has no streaming section for a video that was never processed', async () => {
    openConsoleChapter([]);
    expect(await screen.findByRole('heading', { name: 'Chapter quiz' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Streaming' })).toBeNull();
  });

  it('in the studio, retries through the instructor operation', async () => {
    const sent = stubOperations([
      [studio.studioGetCourse, () => ({ body: { data: anAdminCourse({ id: 'course-7' }) } })],
      [
        content.studioGetChapter,
        () => ({ body: { data: { ...chapterWith(failed), courseId: 'course-7' } } }),
      ],
      [content.studioListChapterQuestions, () => ({ body: { data: [] } })],
      [studioChapterCaptionRoutes.studioListChapterCaptions, () => ({ body: { data: [] } })],
      [studioVideoRoutes.studioRetryVideo, () => ({ body: { data: processing(0) } })],
    ]);
    const { user } = openStudio('/studio/courses/course-7/chapters/chapter-1', anInstructor());
    const section = await screen.findByRole('region', { name: 'Streaming' });
    await user.click(within(section).getByRole('button', { name: 'Retry processing' }));
    await waitFor(() =>
      expect(posts(sent)).toEqual([apiUrl(studioVideoRoutes.studioRetryVideo, { id: 'asset-1' })]),
    );
    expect(callsTheConsole(sent)).toBe(false);
  });
});

describe('formatVideoLength', () => {
  it('writes minutes and seconds, and hours from an hour on', () => {
    expect(formatVideoLength(0)).toBe('0:00');
    expect(formatVideoLength(252)).toBe('4:12');
    expect(formatVideoLength(3723)).toBe('1:02:03');
  });
});
