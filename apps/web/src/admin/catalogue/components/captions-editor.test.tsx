import type { AdminCaptionTrack, AdminChapter } from '@coursewise/contract';
import {
  adminCatalogueRoutes,
  adminQuestionRoutes,
  adminUploadRoutes,
  chapterCaptionRoutes,
  instructorStudioContentRoutes,
  studioChapterCaptionRoutes,
} from '@coursewise/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aChapterSummary, anAdmin, anAdminCourse } from '../../../test/admin-catalogue-fixtures';
import { apiUrl } from '../../../test/api-url';
import type { SentRequest } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { FakeXhr, stubXhr } from '../../lib/fake-xhr';
import {
  anInstructor,
  callsTheConsole,
  openStudio,
  stubOperations,
  studio,
} from '../../studio/studio-test-kit';
import { captionsProblem } from '../lib/captions-check';
import { ChapterPage } from '../routes/chapter-page';
import { CourseLayout } from '../routes/course-layout';

const admin = chapterCaptionRoutes;
const content = instructorStudioContentRoutes;
const chapter: AdminChapter = {
  ...aChapterSummary({ type: 'video', hasVideo: true }),
  courseId: 'course-1',
  content: '',
  videoUrl: 'videos/intro.mp4',
  captionsUrl: 'captions/en.vtt',
  videoLink: null,
  captionsLink: null,
  video: null,
};
const english: AdminCaptionTrack = {
  language: 'en',
  label: 'English',
  url: '/media/captions/en.vtt?expires=1&signature=x',
  key: 'captions/en.vtt',
  createdAt: '2026-11-01T10:00:00.000Z',
};
const VALID = 'WEBVTT\n\n00:00.000 --> 00:02.000\nHola a todos\n';
const writes = (sent: SentRequest[]) => sent.filter((request) => request.method !== 'GET');

function openConsoleChapter(tracks: AdminCaptionTrack[] = [english]) {
  const sent = stubOperations([
    [adminCatalogueRoutes.adminGetCourse, () => ({ body: { data: anAdminCourse() } })],
    [adminCatalogueRoutes.adminGetChapter, () => ({ body: { data: chapter } })],
    [adminQuestionRoutes.adminListChapterQuestions, () => ({ body: { data: [] } })],
    [admin.adminListChapterCaptions, () => ({ body: { data: tracks } })],
    [
      admin.adminPutChapterCaptions,
      () => ({ body: { data: { ...english, language: 'es', label: 'Spanish', key: 'captions/es.vtt' } } }),
    ],
    [admin.adminDeleteChapterCaptions, () => ({ status: 204 })],
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

async function chooseSpanishAndPaste(user: ReturnType<typeof openConsoleChapter>['user'], text: string) {
  await user.click(await screen.findByRole('button', { name: 'Add captions' }));
  const form = screen.getByRole('form', { name: 'Captions file' });
  await user.click(within(form).getByLabelText(/^Language/));
  await user.click(await screen.findByRole('option', { name: 'Spanish (es)', hidden: true }));
  await user.click(within(form).getByRole('radio', { name: 'Paste text' }));
  const area = within(form).getByRole('textbox', { name: 'WebVTT text' });
  await user.click(area);
  await user.paste(text);
  return form;
}

describe('the captions editor of a video chapter', { timeout: 30_000 }, () => {
  it('lists the tracks and refuses text that is not WebVTT before sending anything', async () => {
    stubXhr();
    const { user, sent } = openConsoleChapter();
    const tracks = await screen.findByRole('list', { name: 'Caption tracks' });
    expect(within(tracks).getByText('English')).toBeVisible();
    const form = await chooseSpanishAndPaste(user, 'Hola a todos');
    await user.click(within(form).getByRole('button', { name: 'Save captions' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The file must start with "WEBVTT"');
    expect(FakeXhr.last).toBeUndefined();
    expect(writes(sent)).toEqual([]);
  });

  it('uploads pasted WebVTT to the console, then saves the Spanish track', async () => {
    stubXhr();
    const { user, sent } = openConsoleChapter();
    const form = await chooseSpanishAndPaste(user, VALID);
    await user.click(within(form).getByRole('button', { name: 'Save captions' }));
    await waitFor(() => expect(FakeXhr.last).toBeDefined());
    expect(FakeXhr.last?.url).toBe(apiUrl(adminUploadRoutes.adminUpload));
    expect(FakeXhr.last?.body?.get('area')).toBe('captions');
    FakeXhr.last?.respond(201, {
      data: {
        area: 'captions',
        key: 'captions/es.vtt',
        url: '/x',
        contentType: 'text/vtt',
        size: 40,
        isPrivate: true,
      },
    });
    expect((await screen.findAllByText('Captions saved: Spanish'))[0]).toBeVisible();
    expect(writes(sent)).toEqual([
      {
        method: 'PUT',
        url: apiUrl(admin.adminPutChapterCaptions, { id: 'chapter-1', language: 'es' }),
        body: { captionsUrl: 'captions/es.vtt' },
      },
    ]);
  });

  it('shows the server’s refusal of the file', async () => {
    stubXhr();
    const { user } = openConsoleChapter([]);
    expect(await screen.findByText(/No captions yet/)).toBeVisible();
    const form = await chooseSpanishAndPaste(user, VALID);
    await user.click(within(form).getByRole('button', { name: 'Save captions' }));
    await waitFor(() => expect(FakeXhr.last).toBeDefined());
    FakeXhr.last?.respond(400, { code: 'VALIDATION', message: 'The captions must be a WebVTT file' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('The captions must be a WebVTT file');
  });

  it('deletes a track only once confirmed', async () => {
    const { user, sent } = openConsoleChapter();
    await user.click(await screen.findByRole('button', { name: 'Delete English captions' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete the English captions?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(sent)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete English captions' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete the English captions?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete captions' }));
    expect((await screen.findAllByText('Captions deleted'))[0]).toBeVisible();
    expect(writes(sent)).toEqual([
      {
        method: 'DELETE',
        url: apiUrl(admin.adminDeleteChapterCaptions, { id: 'chapter-1', language: 'en' }),
        body: undefined,
      },
    ]);
  });

  it('in the studio, lists, uploads and deletes through the instructor operations', async () => {
    stubXhr();
    const s = studioChapterCaptionRoutes;
    const sent = stubOperations([
      [studio.studioGetCourse, () => ({ body: { data: anAdminCourse({ id: 'course-7' }) } })],
      [content.studioGetChapter, () => ({ body: { data: { ...chapter, courseId: 'course-7' } } })],
      [content.studioListChapterQuestions, () => ({ body: { data: [] } })],
      [s.studioListChapterCaptions, () => ({ body: { data: [english] } })],
      [
        s.studioPutChapterCaptions,
        () => ({ body: { data: { ...english, language: 'es', label: 'Spanish' } } }),
      ],
      [s.studioDeleteChapterCaptions, () => ({ status: 204 })],
    ]);
    const { user } = openStudio('/studio/courses/course-7/chapters/chapter-1', anInstructor());
    const form = await chooseSpanishAndPaste(user, VALID);
    await user.click(within(form).getByRole('button', { name: 'Save captions' }));
    await waitFor(() => expect(FakeXhr.last).toBeDefined());
    expect(FakeXhr.last?.url).toBe(apiUrl(content.studioUpload));
    FakeXhr.last?.respond(201, {
      data: {
        area: 'captions',
        key: 'captions/es.vtt',
        url: '/x',
        contentType: 'text/vtt',
        size: 40,
        isPrivate: true,
      },
    });
    expect((await screen.findAllByText('Captions saved: Spanish'))[0]).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Delete English captions' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete captions' }));
    expect((await screen.findAllByText('Captions deleted'))[0]).toBeVisible();
    expect(writes(sent).map((request) => `${request.method} ${request.url}`)).toEqual([
      `PUT ${apiUrl(s.studioPutChapterCaptions, { id: 'chapter-1', language: 'es' })}`,
      `DELETE ${apiUrl(s.studioDeleteChapterCaptions, { id: 'chapter-1', language: 'en' })}`,
    ]);
    expect(callsTheConsole(sent)).toBe(false);
  });
});

describe('captionsProblem', () => {
  it('names what the server would refuse', () => {
    expect(captionsProblem('')).toBe('Choose a .vtt file or paste the captions');
    expect(captionsProblem('WEBVTT\n')).toMatch(/no cues/);
    expect(captionsProblem('WEBVTT\n\n00:01.000 -> 00:02.000\nHi')).toBe(
      'Line 3: not a cue timing ("start --> end")',
    );
    expect(captionsProblem(`WEBVTT\n\n00:00.000 --> 00:01.000\n${'a'.repeat(1024 * 1024)}`)).toMatch(/1 MB/);
    expect(captionsProblem(VALID)).toBeNull();
  });
});
