import type { AdminCaptionTrack, AdminChapter } from '@coursewise/contract';
import { adminCatalogueRoutes, adminQuestionRoutes, chapterCaptionRoutes } from '@coursewise/contract/routes';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aChapterSummary, anAdmin, anAdminCourse, aQuestion } from '../../../test/admin-catalogue-fixtures';
import { renderWithProviders } from '../../../test/render';
import { stubOperations } from '../../studio/studio-test-kit';
import { ChapterPage } from './chapter-page';
import { CourseLayout } from './course-layout';

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

function openChapter() {
  stubOperations([
    [adminCatalogueRoutes.adminGetCourse, () => ({ body: { data: anAdminCourse() } })],
    [adminCatalogueRoutes.adminGetChapter, () => ({ body: { data: chapter } })],
    [
      adminQuestionRoutes.adminListChapterQuestions,
      () => ({ body: { data: [aQuestion({ chapterId: 'chapter-1', explanation: 'const no cambia.' })] } }),
    ],
    [chapterCaptionRoutes.adminListChapterCaptions, () => ({ body: { data: [english] } })],
  ]);
  return renderWithProviders(
    <Routes>
      <Route path="/admin/courses/:courseId" element={<CourseLayout />}>
        <Route path="chapters/:chapterId" element={<ChapterPage />} />
      </Route>
    </Routes>,
    { route: '/admin/courses/course-1/chapters/chapter-1', signedInAs: anAdmin(), locale: 'es' },
  );
}

describe('the chapter editor in Spanish', { timeout: 30_000 }, () => {
  it('shows the chapter form, its captions and its quiz in Spanish, the upload date in Spanish', async () => {
    const { user } = openChapter();

    expect(await screen.findByRole('form', { name: 'Capítulo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Volver al temario' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Vídeo' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Guardar capítulo' })).toBeVisible();

    const captions = await screen.findByRole('region', { name: 'Subtítulos' });
    const tracks = await within(captions).findByRole('list', { name: 'Pistas de subtítulos' });
    expect(within(tracks).getByText('subido el 1 nov 2026')).toBeVisible();
    expect(within(tracks).getByRole('button', { name: 'Sustituir los subtítulos en English' })).toBeVisible();

    expect(screen.getByRole('heading', { name: 'Cuestionario del capítulo' })).toBeVisible();
    expect(screen.getByText(/nota para aprobar: 70 %/)).toBeVisible();
    const options = await screen.findByRole('list', { name: 'Opciones de la pregunta 1' });
    expect(within(options).getByText('✓ Correcta')).toBeVisible();
    expect(screen.getByText('Explicación: const no cambia.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Importar desde CSV' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Añadir pregunta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva pregunta' });
    expect(within(dialog).getByRole('textbox', { name: 'Opción 2' })).toBeVisible();
    expect(within(dialog).getByRole('checkbox', { name: 'La opción 1 es correcta' })).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Añadir opción' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Guardar pregunta' })).toBeVisible();
  });
});
