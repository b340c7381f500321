import { discussionRoutes } from '@coursewise/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiUrl, isCallOf } from '../../test/api-url';
import { aThread, onePage } from '../../test/discussion-fixtures';
import { type SentRequest, stubFetch } from '../../test/fetch-stub';
import { aUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { CourseDiscussions } from './course-discussions';

const threads = [
  aThread(),
  aThread({ id: 'thread-2', chapterId: 'chapter-3', chapterTitle: 'Deploying', title: 'Which host?' }),
];

/** The list's query string of each `discussion/list` call, in order. */
const listQueries = (sent: SentRequest[]) =>
  sent
    .filter((request) => isCallOf(request, discussionRoutes.listDiscussions))
    .map((request) => Object.fromEntries(new URL(request.url, 'http://x').searchParams));

const server = () =>
  stubFetch((request) => {
    if (isCallOf(request, discussionRoutes.listDiscussions)) return { body: { data: onePage(threads) } };
    if (request.url.startsWith(apiUrl(discussionRoutes.getDiscussion, { id: 'thread-2' })))
      return { body: { data: { thread: threads[1], replies: onePage([]) } } };
    return { status: 404, body: { code: 'NOT_FOUND', message: 'no stub' } };
  });

describe('a course’s discussions', { timeout: 20_000 }, () => {
  it('lists every chapter’s threads with their chapter, filters by Mine in the address, and searches when typing settles', async () => {
    const sent = server();
    const view = renderWithProviders(<CourseDiscussions courseId="course-1" defaultFilter="all" />, {
      route: '/learn/js/discussions',
      signedInAs: aUser(),
    });
    const list = await screen.findByRole('list', { name: 'Questions' });
    expect(within(list).getByText('Deploying')).toBeInTheDocument();
    expect(within(list).getByText('Setup')).toBeInTheDocument();
    expect(listQueries(sent)[0]).toEqual({ courseId: 'course-1', page: '1', limit: '10' });

    await view.user.click(screen.getByRole('radio', { name: 'Mine' }));
    await waitFor(() => expect(view.currentPath()).toBe('/learn/js/discussions?filter=mine'));
    await waitFor(() => expect(listQueries(sent).at(-1)).toMatchObject({ filter: 'mine' }));

    await view.user.type(screen.getByRole('searchbox', { name: 'Search questions' }), 'host');
    await waitFor(() => expect(view.currentPath()).toBe('/learn/js/discussions?filter=mine&search=host'));
    await waitFor(() => expect(listQueries(sent).at(-1)).toMatchObject({ filter: 'mine', search: 'host' }));
    // Only the settled text was searched, not each letter.
    expect(
      listQueries(sent)
        .filter((query) => query.search !== undefined)
        .map((q) => q.search),
    ).toEqual(['host']);
  });

  it('starts from the address (the staff’s default is Unanswered) and opens a thread as ?thread=', async () => {
    const sent = server();
    const view = renderWithProviders(<CourseDiscussions courseId="course-1" defaultFilter="unanswered" />, {
      route: '/studio/courses/course-1/questions?search=deploy',
      signedInAs: aUser({ role: 'instructor' }),
    });
    await screen.findByRole('list', { name: 'Questions' });
    expect(screen.getByRole('radio', { name: 'Unanswered' })).toBeChecked();
    expect(screen.getByRole('searchbox', { name: 'Search questions' })).toHaveValue('deploy');
    expect(listQueries(sent)[0]).toMatchObject({ filter: 'unanswered', search: 'deploy' });

    await view.user.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() =>
      expect(view.currentPath()).toBe('/studio/courses/course-1/questions?search=deploy&filter=all'),
    );
    await waitFor(() => expect(listQueries(sent).at(-1)?.filter).toBeUndefined());

    await view.user.click(screen.getByRole('button', { name: 'Which host?' }));
    expect(await screen.findByRole('heading', { name: 'Which host?' })).toBeInTheDocument();
    expect(view.currentPath()).toContain('thread=thread-2');
    await view.user.click(screen.getByRole('button', { name: 'Back to questions' }));
    expect(await screen.findByRole('list', { name: 'Questions' })).toBeInTheDocument();
    expect(view.currentPath()).not.toContain('thread=');
  });
});
