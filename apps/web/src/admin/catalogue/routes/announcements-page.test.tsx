import type { Announcement } from '@coursewise/contract';
import { adminCatalogueRoutes, announcementRoutes } from '@coursewise/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { anAdmin, anAdminCourse } from '../../../test/admin-catalogue-fixtures';
import { apiUrl } from '../../../test/api-url';
import type { SentRequest, StubReply } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { clickIntoRichText } from '../../../test/rich-text';
import {
  anInstructor,
  callsTheConsole,
  openStudio,
  stubOperations,
  studio,
} from '../../studio/studio-test-kit';
import { announcementReach } from '../components/announcement-form';
import { AnnouncementsPage } from './announcements-page';
import { CourseLayout } from './course-layout';

const routes = announcementRoutes;
const anAnnouncement = (overrides: Partial<Announcement> = {}): Announcement => ({
  id: 'a-1',
  courseId: 'course-1',
  title: 'Live session on Friday',
  body: '<p>Bring your questions.</p>',
  authorName: 'Ada Admin',
  createdAt: '2026-11-20T09:00:00.000Z',
  ...overrides,
});
const paged = (items: Announcement[], total = items.length, page = 1): StubReply => ({
  body: { data: { items, page, limit: 10, total } },
});
const posts = (sent: SentRequest[]) => sent.filter((request) => request.method === 'POST');
const toast = async (text: string) => expect((await screen.findAllByText(text))[0]).toBeVisible();

function openConsole(answers: Parameters<typeof stubOperations>[0]) {
  const sent = stubOperations([
    [adminCatalogueRoutes.adminGetCourse, () => ({ body: { data: anAdminCourse({ learners: 3 }) } })],
    ...answers,
  ]);
  const view = renderWithProviders(
    <Routes>
      <Route path="/admin/courses/:courseId" element={<CourseLayout />}>
        <Route path="announcements" element={<AnnouncementsPage />} />
      </Route>
    </Routes>,
    { route: '/admin/courses/course-1/announcements', signedInAs: anAdmin() },
  );
  return { ...view, sent };
}

/** Types the message into the rich-text editor (a contenteditable textbox). */
async function writeMessage(user: ReturnType<typeof openConsole>['user'], text: string) {
  const editor = screen.getByRole('textbox', { name: 'Message' });
  await clickIntoRichText(user, editor);
  await user.keyboard(text);
  await waitFor(() => expect(editor).toHaveTextContent(text));
}

describe('the Announcements tab of the course editor', { timeout: 30_000 }, () => {
  it('lists the console’s announcements newest first with pages, read from the admin endpoint', async () => {
    const { user, sent, currentPath } = openConsole([
      [
        routes.adminListAnnouncements,
        (request) =>
          request.url.includes('page=2')
            ? paged([anAnnouncement({ id: 'a-old', title: 'Welcome' })], 11, 2)
            : paged([anAnnouncement()], 11),
      ],
    ]);
    const list = await screen.findByRole('list', { name: 'Posted announcements' });
    expect(within(list).getByRole('heading', { name: 'Live session on Friday' })).toBeVisible();
    expect(within(list).getByText('Bring your questions.')).toBeVisible();
    expect(sent[1]?.url).toBe(`${apiUrl(routes.adminListAnnouncements, { id: 'course-1' })}?page=1&limit=10`);

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeVisible();
    // The page is in the address, so a reload keeps it.
    expect(currentPath()).toBe('/admin/courses/course-1/announcements?page=2');
  });

  it('says when nothing was posted yet', async () => {
    openConsole([[routes.adminListAnnouncements, () => paged([])]]);
    expect(await screen.findByText(/No announcements yet/)).toBeVisible();
  });

  it('shows a list that fails to load, with a retry', async () => {
    openConsole([
      [
        routes.adminListAnnouncements,
        () => ({ status: 500, body: { code: 'X', message: 'Something went wrong' } }),
      ],
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Announcements could not load');
    expect(screen.getByRole('button', { name: /Try again|Retry/ })).toBeVisible();
  });

  it('refuses an empty form, confirms who it reaches, then posts to the admin endpoint', async () => {
    const { user, sent } = openConsole([
      [routes.adminListAnnouncements, () => paged([])],
      [routes.adminPostAnnouncement, () => ({ status: 201, body: { data: anAnnouncement() } })],
    ]);
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    await user.click(screen.getByRole('button', { name: 'Post announcement' }));
    expect(title).toHaveAccessibleDescription('This field is required');
    // The title and the message both say so.
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.type(title, 'Live session on Friday');
    await writeMessage(user, 'Bring your questions.');
    await user.click(screen.getByRole('button', { name: 'Post announcement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Post “Live session on Friday”?' });
    expect(dialog).toHaveTextContent('It goes to the 3 learners who own this course');
    expect(posts(sent)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    await toast('Announcement posted');
    expect(posts(sent)).toEqual([
      {
        method: 'POST',
        url: apiUrl(routes.adminPostAnnouncement, { id: 'course-1' }),
        body: { title: 'Live session on Friday', body: '<p>Bring your questions.</p>' },
      },
    ]);
    await waitFor(() => expect(title).toHaveValue(''));
  });

  it('shows the server’s refusal under the field it names', async () => {
    const { user } = openConsole([
      [routes.adminListAnnouncements, () => paged([])],
      [
        routes.adminPostAnnouncement,
        () => ({
          status: 400,
          body: {
            code: 'VALIDATION',
            message: 'body: must keep some text',
            errors: [{ path: 'body', message: 'must keep some text' }],
          },
        }),
      ],
    ]);
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Hello');
    await writeMessage(user, 'x');
    await user.click(screen.getByRole('button', { name: 'Post announcement' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Post' }));
    expect((await screen.findAllByText(/must keep some text/))[0]).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('words the reach for no, one and many learners', () => {
    expect(announcementReach(0)).toContain('No learner owns this course yet');
    expect(announcementReach(1)).toContain('the 1 learner who own');
    expect(announcementReach(1200)).toContain('the 1,200 learners');
  });

  it('in the studio, reads and posts through the instructor endpoints only', async () => {
    const course = anAdminCourse({ id: 'course-7', learners: 2 });
    const sent = stubOperations([
      [studio.studioGetCourse, () => ({ body: { data: course } })],
      [routes.studioListAnnouncements, () => paged([])],
      [routes.studioPostAnnouncement, () => ({ status: 201, body: { data: anAnnouncement() } })],
    ]);
    const { user } = openStudio('/studio/courses/course-7/announcements', anInstructor());
    expect(await screen.findByRole('tab', { name: 'Announcements', selected: true })).toBeVisible();
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Office hours');
    await writeMessage(user, 'Tuesdays at 5.');
    await user.click(screen.getByRole('button', { name: 'Post announcement' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('the 2 learners');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    await toast('Announcement posted');
    expect(posts(sent).map((request) => request.url)).toEqual([
      apiUrl(routes.studioPostAnnouncement, { id: 'course-7' }),
    ]);
    expect(callsTheConsole(sent)).toBe(false);
  });
});
