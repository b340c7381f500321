import type { DiscussionThread } from '@coursewise/contract';
import { discussionRoutes } from '@coursewise/contract/routes';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isCallOf } from '../../test/api-url';
import { aReply, aThread, onePage } from '../../test/discussion-fixtures';
import { type SentRequest, stubFetch } from '../../test/fetch-stub';
import { aUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { clickIntoRichText } from '../../test/rich-text';
import { DiscussionThreadView } from './discussion-thread-view';

const open = (
  thread: DiscussionThread,
  onEdit?: (request: SentRequest) => { status: number; body: unknown },
) => {
  let current = thread;
  const mine = aReply({
    id: 'reply-2',
    body: '<p>Me too</p>',
    author: { id: 'user-1', name: 'Ada L.', staffRole: null },
    isStaffAnswer: false,
    canEdit: thread.canEdit,
  });
  const sent = stubFetch((request) => {
    if (isCallOf(request, discussionRoutes.editDiscussion)) {
      if (onEdit) return onEdit(request);
      const body = request.body as { title: string; body: string };
      current = { ...current, ...body };
      return { body: { data: current } };
    }
    if (isCallOf(request, discussionRoutes.getDiscussion))
      return { body: { data: { thread: current, replies: onePage([aReply(), mine]) } } };
    return { status: 404, body: { code: 'NOT_FOUND', message: 'no stub' } };
  });
  const view = renderWithProviders(<DiscussionThreadView id={thread.id} onBack={() => {}} />, {
    signedInAs: aUser(),
  });
  return { ...view, sent };
};

describe('a discussion thread', { timeout: 20_000 }, () => {
  it('lets the author edit the title and body while the window is open, and cancel', async () => {
    const { user, sent } = open(aThread({ canEdit: true }));
    await user.click(await screen.findByRole('button', { name: 'Edit question' }));
    const form = screen.getByRole('form', { name: 'Edit your question' });
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Edit your question' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Edit question' }));
    const title = screen.getByRole('textbox', { name: /title/i });
    await user.clear(title);
    await user.type(title, 'Why does install fail?');
    const body = await screen.findByRole('textbox', { name: 'Your question' });
    await clickIntoRichText(user, body);
    await user.keyboard('{Control>}a{/Control}It fails on Linux');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { name: 'Why does install fail?' })).toBeInTheDocument();
    const edit = sent.find((request) => isCallOf(request, discussionRoutes.editDiscussion));
    expect(edit?.body).toEqual({ title: 'Why does install fail?', body: '<p>It fails on Linux</p>' });
    // The question and the author's reply both say how long they stay editable.
    expect(screen.getAllByText(/You can edit or delete it until/)).toHaveLength(2);
  });

  it('shows why an edit was refused and keeps the form', async () => {
    const { user } = open(aThread({ canEdit: true }), () => ({
      status: 403,
      body: { code: 'FORBIDDEN', message: 'The time to edit this post has passed' },
    }));
    await user.click(await screen.findByRole('button', { name: 'Edit question' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The time to edit this post has passed');
    expect(screen.getByRole('form', { name: 'Edit your question' })).toBeInTheDocument();
  });

  it('offers no edit once the window has closed (canEdit false), and marks the staff’s answer', async () => {
    open(aThread({ canEdit: false }));
    expect(await screen.findByRole('heading', { name: 'Why does it fail?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit question' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit reply' })).toBeNull();
    const answer = screen.getByRole('article', { name: 'Answer by Grace H.' });
    expect(within(answer).getByText('Answer')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Reply by Ada L.' })).toBeInTheDocument();
  });

  it('lets the author edit their own reply', async () => {
    const sent = stubFetch((request: SentRequest) => {
      if (isCallOf(request, discussionRoutes.editDiscussionReply))
        return { body: { data: aReply({ id: 'reply-2', body: '<p>Me too!</p>', isStaffAnswer: false }) } };
      if (isCallOf(request, discussionRoutes.getDiscussion))
        return {
          body: {
            data: {
              thread: aThread(),
              replies: onePage([aReply({ id: 'reply-2', isStaffAnswer: false, canEdit: true })]),
            },
          },
        };
      return { status: 404, body: { code: 'NOT_FOUND', message: 'no stub' } };
    });
    const { user } = renderWithProviders(<DiscussionThreadView id="thread-1" onBack={() => {}} />, {
      signedInAs: aUser(),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit reply' }));
    const form = screen.getByRole('form', { name: 'Edit your reply' });
    const body = await within(form).findByRole('textbox', { name: 'Your reply' });
    await clickIntoRichText(user, body);
    await user.keyboard('{Control>}a{/Control}Me too!');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await screen.findByRole('button', { name: 'Edit reply' });
    const edit = sent.find((request) => isCallOf(request, discussionRoutes.editDiscussionReply));
    expect(edit?.url).toContain('/reply/reply-2');
    expect(edit?.body).toEqual({ body: '<p>Me too!</p>' });
  });
});

describe('a long thread', () => {
  it('shows fifty replies, then the rest on demand, oldest first', async () => {
    const replies = Array.from({ length: 52 }, (_, i) =>
      aReply({ id: `r${i + 1}`, body: `<p>Reply ${i + 1}</p>` }),
    );
    const sent = stubFetch((request) => {
      if (!isCallOf(request, discussionRoutes.getDiscussion))
        return { status: 404, body: { code: 'NOT_FOUND', message: 'no stub' } };
      const query = new URL(request.url, 'http://x').searchParams;
      const page = Number(query.get('page'));
      const limit = Number(query.get('limit'));
      const items = replies.slice((page - 1) * limit, page * limit);
      return {
        body: { data: { thread: aThread(), replies: { items, page, limit, total: replies.length } } },
      };
    });
    const { user } = renderWithProviders(<DiscussionThreadView id="thread-1" onBack={() => {}} />, {
      signedInAs: aUser(),
    });
    const list = await screen.findByRole('list', { name: 'Replies' });
    expect(screen.getByRole('heading', { name: '52 replies' })).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    expect(within(list).queryByText('Reply 51')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show more replies (2 more)' }));

    expect(await within(list).findByText('Reply 52')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(52);
    expect(within(list).getAllByRole('listitem')[50]).toHaveTextContent('Reply 51');
    expect(screen.queryByRole('button', { name: /Show more replies/ })).toBeNull();
    expect(sent.map((request) => new URL(request.url, 'http://x').searchParams.toString())).toEqual([
      'page=1&limit=50',
      'page=2&limit=50',
    ]);
  });
});
