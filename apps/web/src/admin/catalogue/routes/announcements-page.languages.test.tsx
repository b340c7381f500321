import type { Announcement } from '@coursewise/contract';
import { adminCatalogueRoutes, announcementRoutes } from '@coursewise/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { anAdmin, anAdminCourse } from '../../../test/admin-catalogue-fixtures';
import { renderWithProviders } from '../../../test/render';
import { clickIntoRichText } from '../../../test/rich-text';
import { stubOperations } from '../../studio/studio-test-kit';
import { announcementReach } from '../components/announcement-form';
import { AnnouncementsPage } from './announcements-page';
import { CourseLayout } from './course-layout';

const announcement: Announcement = {
  id: 'a-1',
  courseId: 'course-1',
  title: 'Live session on Friday',
  body: '<p>Bring your questions.</p>',
  authorName: 'Ada Admin',
  createdAt: '2026-11-20T09:00:00.000Z',
};

describe('the Announcements tab in French', { timeout: 30_000 }, () => {
  it('lists what was posted with a French date and asks before posting, counting the learners', async () => {
    stubOperations([
      [adminCatalogueRoutes.adminGetCourse, () => ({ body: { data: anAdminCourse({ learners: 1500 }) } })],
      [
        announcementRoutes.adminListAnnouncements,
        () => ({ body: { data: { items: [announcement], page: 1, limit: 10, total: 1 } } }),
      ],
    ]);
    const { user, i18n } = renderWithProviders(
      <Routes>
        <Route path="/admin/courses/:courseId" element={<CourseLayout />}>
          <Route path="announcements" element={<AnnouncementsPage />} />
        </Route>
      </Routes>,
      { route: '/admin/courses/course-1/announcements', signedInAs: anAdmin(), locale: 'fr' },
    );

    const list = await screen.findByRole('list', { name: 'Annonces publiées' });
    expect(within(list).getByText('Ada Admin, 20 novembre 2026 à 09:00 UTC')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Publiées' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Nouvelle annonce' })).toBeVisible();

    await user.type(screen.getByRole('textbox', { name: 'Titre' }), 'Séance en direct');
    const editor = screen.getByRole('textbox', { name: 'Message' });
    await clickIntoRichText(user, editor);
    await user.keyboard('Apportez vos questions.');
    await waitFor(() => expect(editor).toHaveTextContent('Apportez vos questions.'));
    await user.click(screen.getByRole('button', { name: 'Publier l’annonce' }));

    const dialog = await screen.findByRole('dialog', { name: 'Publier « Séance en direct » ?' });
    expect(dialog).toHaveTextContent(/Elle est envoyée aux 1\s500 apprenants qui possèdent ce cours/);
    expect(within(dialog).getByRole('button', { name: 'Publier' })).toBeVisible();
    expect(announcementReach(0, (id, values) => i18n._(id, values))).toBe(
      'Aucun apprenant ne possède encore ce cours : ceux qui l’achèteront plus tard la verront dans le lecteur.',
    );
  });
});
