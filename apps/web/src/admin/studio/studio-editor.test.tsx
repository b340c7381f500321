import type { AdminChapter, CourseInstructor } from '@coursewise/contract';
import { instructorStudioContentRoutes } from '@coursewise/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aChapterSummary, anAdminCourse } from '../../test/admin-catalogue-fixtures';
import { apiUrl } from '../../test/api-url';
import type { SentRequest } from '../../test/fetch-stub';
import { FakeXhr, stubXhr } from '../lib/fake-xhr';
import { anInstructor, callsTheConsole, openStudio, stubOperations, studio } from './studio-test-kit';

const content = instructorStudioContentRoutes;
const owner = {
  id: 'instructor-1',
  name: 'Daniel Okafor',
  email: 'instructor@example.com',
  role: 'owner' as const,
};
const co = { id: 'instructor-2', name: 'Grace Hopper', email: 'grace@example.com', role: 'co' as const };
const course = anAdminCourse({ id: 'course-7', title: 'Practical TypeScript', instructors: [owner] });
const chapter: AdminChapter = {
  ...aChapterSummary(),
  courseId: 'course-7',
  content: '<p>Hello</p>',
  videoUrl: null,
  captionsUrl: null,
  videoLink: null,
  captionsLink: null,
  video: null,
};
// The test's providers and the studio's layout each hold a toast area: the message shows in both.
const toast = async (text: string) => expect((await screen.findAllByText(text))[0]).toBeVisible();
const writes = (sent: SentRequest[]) => sent.filter((request) => request.method !== 'GET');

// The editor's pages and the rich-text editor render slowly in happy-dom.
describe("the console's course editor in the studio", { timeout: 30_000 }, () => {
  it('reads and writes through the studio’s operations; a status and no Publish button', async () => {
    const sent = stubOperations([
      [studio.studioGetCourse, () => ({ body: { data: course } })],
      [studio.studioCreateModule, () => ({ status: 201, body: { data: { id: 'm-2', title: 'Generics' } } })],
    ]);
    const { user, currentPath } = openStudio('/studio/courses/course-7', anInstructor());
    expect(await screen.findByRole('heading', { level: 1, name: 'Practical TypeScript' })).toBeVisible();
    expect(screen.getByText('Draft')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    expect(document.title).toContain('Practical TypeScript · Studio');
    const tabs = screen.getByRole('tablist');
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'Details',
      'Curriculum',
      'Final questions',
      'Insight',
      'Announcements',
      'Questions',
      'Co-instructors',
    ]);

    await user.click(within(tabs).getByRole('tab', { name: 'Curriculum' }));
    await waitFor(() => expect(currentPath()).toBe('/studio/courses/course-7/curriculum'));
    // The chapter's link stays in the studio.
    expect(await screen.findByRole('link', { name: 'Welcome' })).toHaveAttribute(
      'href',
      '/studio/courses/course-7/chapters/chapter-1',
    );
    await user.type(screen.getByRole('textbox', { name: 'New module title' }), 'Generics');
    await user.click(screen.getByRole('button', { name: 'Add module' }));
    await toast('Module added');
    expect(writes(sent)).toEqual([
      {
        method: 'POST',
        url: apiUrl(studio.studioCreateModule, { id: 'course-7' }),
        body: { title: 'Generics' },
      },
    ]);
    expect(callsTheConsole(sent)).toBe(false);
  });

  it('uploads the cover to the studio’s upload operation', async () => {
    stubXhr();
    stubOperations([[studio.studioGetCourse, () => ({ body: { data: course } })]]);
    const { user } = openStudio('/studio/courses/course-7', anInstructor());
    const cover = await screen.findByLabelText('Cover image', { selector: 'input[type="file"]' });
    await user.upload(cover, new File([new Uint8Array(10)], 'cover.png', { type: 'image/png' }));
    expect(FakeXhr.last?.url).toBe(apiUrl(content.studioUpload));
    expect(FakeXhr.last?.body?.get('area')).toBe('course-image');
  });

  it('opens a chapter with its quiz from the studio’s operations', async () => {
    const sent = stubOperations([
      [studio.studioGetCourse, () => ({ body: { data: course } })],
      [content.studioListChapterQuestions, () => ({ body: { data: [] } })],
      [content.studioGetChapter, () => ({ body: { data: chapter } })],
    ]);
    openStudio('/studio/courses/course-7/chapters/chapter-1', anInstructor());
    expect(await screen.findByRole('heading', { name: 'Chapter quiz' }, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByRole('link', { name: '← Back to the curriculum' })).toHaveAttribute(
      'href',
      '/studio/courses/course-7/curriculum',
    );
    expect(sent.map((request) => request.url)).toEqual(
      expect.arrayContaining([
        apiUrl(content.studioGetChapter, { id: 'chapter-1' }),
        apiUrl(content.studioListChapterQuestions, { id: 'chapter-1' }),
      ]),
    );
    expect(callsTheConsole(sent)).toBe(false);
  });

  it('lets the owner add a co-instructor by email and remove one', async () => {
    let people: CourseInstructor[] = [owner];
    const sent = stubOperations([
      [studio.studioGetCourse, () => ({ body: { data: { ...course, instructors: people } } })],
      [studio.studioListInstructors, () => ({ body: { data: people } })],
      [
        studio.studioInviteInstructor,
        () => {
          people = [owner, co];
          return { status: 201, body: { data: co } };
        },
      ],
      [
        studio.studioRemoveInstructor,
        () => {
          people = [owner];
          return { body: { data: { ok: true } } };
        },
      ],
    ]);
    const { user } = openStudio('/studio/courses/course-7/instructors', anInstructor());
    const table = await screen.findByRole('table', { name: 'Instructors of this course' });
    expect(within(table).getByText('Owner')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /Instructor’s email/ }), 'grace@example.com');
    await user.click(screen.getByRole('button', { name: 'Add co-instructor' }));
    await toast('Grace Hopper can now edit this course');
    await user.click(await screen.findByRole('button', { name: 'Remove Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Grace Hopper?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await toast('Grace Hopper was removed from this course');
    expect(writes(sent).map(({ method, url, body }) => [method, url, body])).toEqual([
      ['POST', apiUrl(studio.studioInviteInstructor, { id: 'course-7' }), { email: 'grace@example.com' }],
      [
        'DELETE',
        apiUrl(studio.studioRemoveInstructor, { id: 'course-7', userId: 'instructor-2' }),
        undefined,
      ],
    ]);
  });

  it('shows a co-instructor the list only: no form, no remove buttons', async () => {
    stubOperations([
      [studio.studioGetCourse, () => ({ body: { data: { ...course, instructors: [owner, co] } } })],
      [studio.studioListInstructors, () => ({ body: { data: [owner, co] } })],
    ]);
    openStudio('/studio/courses/course-7/instructors', { ...anInstructor(), id: 'instructor-2' });
    const table = await screen.findByRole('table', { name: 'Instructors of this course' });
    expect(within(table).getByText('Grace Hopper')).toBeVisible();
    expect(screen.getByText(/Its owner adds and removes co-instructors/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add co-instructor' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument();
  });
});
