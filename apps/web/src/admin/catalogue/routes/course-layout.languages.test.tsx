import { adminCatalogueRoutes } from '@coursewise/contract/routes';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../i18n/locales';
import { aChapterSummary, aModule, anAdmin, anAdminCourse } from '../../../test/admin-catalogue-fixtures';
import { apiUrl } from '../../../test/api-url';
import { stubFetch } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { CourseLayout } from './course-layout';
import { CurriculumPage } from './curriculum-page';

const course = anAdminCourse({
  published: true,
  learners: 1200,
  missingForPublish: [],
  modules: [
    aModule({
      id: 'm-1',
      title: 'Basics',
      chapters: [
        aChapterSummary({
          id: 'c-1',
          moduleId: 'm-1',
          title: 'Welcome',
          durationMinutes: 95,
          questionCount: 3,
        }),
        aChapterSummary({
          id: 'c-2',
          moduleId: 'm-1',
          title: 'First video',
          type: 'video',
          durationMinutes: 45,
          questionCount: 1,
        }),
      ],
    }),
    aModule({ id: 'm-2', title: 'Async code', position: 2, chapters: [] }),
  ],
});

function openCurriculum(locale: Locale) {
  stubFetch((request) =>
    request.url === apiUrl(adminCatalogueRoutes.adminGetCourse, { id: 'course-1' })
      ? { body: { data: course } }
      : { status: 404, body: { code: 'NOT_FOUND', message: 'No stub' } },
  );
  return renderWithProviders(
    <Routes>
      <Route path="/admin/courses/:courseId" element={<CourseLayout />}>
        <Route path="curriculum" element={<CurriculumPage />} />
      </Route>
    </Routes>,
    { route: '/admin/courses/course-1/curriculum', signedInAs: anAdmin(), locale },
  );
}

describe('the course editor in other languages', { timeout: 20_000 }, () => {
  it('shows the header, tabs, outline and unpublish question in German, with the owners counted', async () => {
    const { user } = openCurriculum('de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Modern JavaScript' })).toBeVisible();
    expect(screen.getByText('Veröffentlicht')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Im Katalog ansehen' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Lehrplan', selected: true })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Abschlussfragen' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Kurs löschen' })).toBeVisible();

    const basics = screen.getByRole('group', { name: 'Modul Basics' });
    expect(within(basics).getByText(/^1 Std\. 35 Min\. · Quiz: 3 Fragen$/)).toBeVisible();
    expect(within(basics).getByText(/^45 Min\. · Quiz: 1 Frage · Noch kein Video$/)).toBeVisible();
    expect(within(basics).getByRole('button', { name: 'Modul Basics umbenennen' })).toBeVisible();
    expect(screen.getByText('Noch keine Kapitel.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Modul hinzufügen' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Zurückziehen' }));
    const dialog = await screen.findByRole('dialog', { name: '„Modern JavaScript“ zurückziehen?' });
    expect(dialog).toHaveTextContent(
      'Er verschwindet aus dem Katalog und wird nicht mehr verkauft. Die 1.200 Lernenden, die ihn besitzen, behalten ihn mit ihrem Fortschritt.',
    );
    expect(within(dialog).getByRole('button', { name: 'Zurückziehen' })).toBeVisible();
  });

  it('shows the outline in French, with the quiz plural and the move menu', async () => {
    openCurriculum('fr');
    expect(await screen.findByRole('tab', { name: 'Programme', selected: true })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Dépublier' })).toBeVisible();
    const basics = screen.getByRole('group', { name: 'Module Basics' });
    expect(within(basics).getByText(/^1 h 35 min · Quiz : 3 questions$/)).toBeVisible();
    expect(within(basics).getByText('Vidéo')).toBeVisible();
    expect(within(basics).getByRole('button', { name: 'Déplacer vers un module : Welcome' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Déplacer le module Basics' })).toBeVisible();
    expect(screen.getByText('Aucun chapitre pour l’instant.')).toBeVisible();
  });
});
