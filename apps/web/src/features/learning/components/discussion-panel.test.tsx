import type { DiscussionReply, DiscussionThread } from '@coursewise/contract';
import { discussionRoutes } from '@coursewise/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiUrl, isCallOf } from '../../../test/api-url';
import { type SentRequest, stubFetch } from '../../../test/fetch-stub';
import { aUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { clickIntoRichText } from '../../../test/rich-text';
import { DiscussionPanel } from './discussion-panel';

const aThread = (over: Partial<DiscussionThread> = {}): DiscussionThread => ({
  id: 'thread-1',
  courseId: 'course-1',
  chapterId: 'chapter-2',
  chapterTitle: 'Setup',
  title: 'Why does it fail?',
  body: '<p>It fails on install.</p>',
  author: { id: 'user-1', name: 'Ada L.', staffRole: null },
  replyCount: 1,
  upvoteCount: 2,
  upvoted: false,
  resolved: false,
  hasStaffAnswer: true,
  hidden: false,
  canEdit: false,
  canResolve: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  lastActivityAt: '2026-11-01T11:00:00.000Z',
  ...over,
});

const anAnswer: DiscussionReply = {
  id: 'reply-1',
  threadId: 'thread-1',
  body: '<p>Run it again.</p>',
  author: { id: 'teacher', name: 'Grace H.', staffRole: 'instructor' },
  isStaffAnswer: true,
  hidden: false,
  canEdit: false,
  createdAt: '2026-11-01T11:00:00.000Z',
  updatedAt: '2026-11-01T11:00:00.000Z',
};

const page = <T,>(items: T[]) => ({ items, page: 1, limit: 10, total: items.length });

describe('the player’s discussion panel', () => {
  it('opens the thread a notification leads to at once, answers included', async () => {
    stubFetch((request: SentRequest) =>
      request.url.startsWith(apiUrl(discussionRoutes.getDiscussion, { id: 'thread-1' }))
        ? { body: { data: { thread: aThread(), replies: page([anAnswer]) } } }
        : { status: 404, body: { code: 'NOT_FOUND', message: 'no stub' } },
    );
    renderWithProviders(<DiscussionPanel chapterId="chapter-2" slug="course-slug" threadId="thread-1" />, {
      signedInAs: aUser(),
    });

    expect(await screen.findByRole('heading', { name: 'Why does it fail?' })).toBeVisible();
    expect(screen.getByText('Run it again.')).toBeVisible();
  });

  it('says there are no questions yet, and posts a new one written in the rich-text editor', async () => {
    let threads: DiscussionThread[] = [];
    const sent = stubFetch((request: SentRequest) => {
      if (isCallOf(request, discussionRoutes.addDiscussion)) {
        threads = [aThread({ id: 'thread-9', title: 'New one', replyCount: 0, hasStaffAnswer: false })];
        return { status: 201, body: { data: threads[0] } };
      }
      if (request.url.startsWith(apiUrl(discussionRoutes.listDiscussions)))
        return { body: { data: page(threads) } };
      if (request.url.startsWith(apiUrl(discussionRoutes.getDiscussion, { id: 'thread-9' })))
        return { body: { data: { thread: threads[0], replies: page([]) } } };
      return { status: 404, body: { code: 'NOT_FOUND', message: 'no stub' } };
    });
    renderWithProviders(<DiscussionPanel chapterId="chapter-2" slug="js" />, { signedInAs: aUser() });
    expect(await screen.findByRole('heading', { name: 'No questions yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All questions in this course' })).toHaveAttribute(
      'href',
      '/learn/js/discussions',
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /title/i }), 'New one');
    // The editor loads lazily, then answers to its label like a text field.
    const editor = await screen.findByRole('textbox', { name: 'Your question' });
    await clickIntoRichText(user, editor);
    await user.keyboard('It fails');
    await user.click(screen.getByRole('button', { name: 'Post question' }));
    expect(await screen.findByRole('heading', { name: 'New one' })).toBeInTheDocument();
    const posted = sent.find((request) => isCallOf(request, discussionRoutes.addDiscussion));
    expect(posted?.body).toEqual({ chapterId: 'chapter-2', title: 'New one', body: '<p>It fails</p>' });
  });

  it('opens a thread: the instructor’s answer is marked, and the asker upvotes and resolves it', async () => {
    let thread = aThread();
    const sent = stubFetch((request: SentRequest) => {
      if (isCallOf(request, discussionRoutes.upvoteDiscussion)) {
        thread = { ...thread, upvoted: true, upvoteCount: 3 };
        return { body: { data: { upvoted: true, upvoteCount: 3 } } };
      }
      if (isCallOf(request, discussionRoutes.resolveDiscussion)) {
        thread = { ...thread, resolved: true };
        return { body: { data: thread } };
      }
      if (request.url.startsWith(apiUrl(discussionRoutes.listDiscussions)))
        return { body: { data: page([thread]) } };
      if (request.url.startsWith(apiUrl(discussionRoutes.getDiscussion, { id: 'thread-1' })))
        return { body: { data: { thread, replies: page([anAnswer]) } } };
      return { status: 404, body: { code: 'NOT_FOUND', message: 'no stub' } };
    });
    renderWithProviders(<DiscussionPanel chapterId="chapter-2" slug="js" />, { signedInAs: aUser() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Why does it fail?' }));
    const replies = await screen.findByRole('list', { name: 'Replies' });
    expect(within(replies).getByText('Instructor')).toBeInTheDocument();
    expect(within(replies).getByText('Run it again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upvote (2)' }));
    expect(await screen.findByRole('button', { name: 'Upvote (3)', pressed: true })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark as resolved' }));
    expect(await screen.findByText('This question is resolved.')).toBeInTheDocument();
    await waitFor(() => expect(sent.some((r) => isCallOf(r, discussionRoutes.resolveDiscussion))).toBe(true));
  });

  it('shows the server’s message when the list cannot load', async () => {
    stubFetch(() => ({
      status: 403,
      body: { code: 'FORBIDDEN', message: 'Only learners who own this course take part' },
    }));
    renderWithProviders(<DiscussionPanel chapterId="chapter-2" slug="js" />, { signedInAs: aUser() });
    expect(await screen.findByText(/Only learners who own this course take part/)).toBeInTheDocument();
  });
});
