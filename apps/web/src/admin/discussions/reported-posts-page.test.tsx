import type { AdminDiscussionReport } from '@coursewise/contract';
import { adminDiscussionRoutes } from '@coursewise/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isCallOf } from '../../test/api-url';
import { aReportedPost } from '../../test/discussion-fixtures';
import { stubFetch } from '../../test/fetch-stub';
import { aUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { ReportedPostsPage } from './reported-posts-page';

describe('the console’s reported posts', { timeout: 20_000 }, () => {
  it('lists reports with their reasons, course and chapter, and hides a post', async () => {
    let posts: AdminDiscussionReport[] = [
      aReportedPost(),
      aReportedPost({
        kind: 'reply',
        id: 'reply-1',
        body: '<p>Rude words</p>',
        author: { id: 'user-8', email: 'rude@example.com', name: null },
        reportCount: 1,
        reasons: ['Rude'],
        hidden: true,
      }),
    ];
    const sent = stubFetch((request) => {
      if (isCallOf(request, adminDiscussionRoutes.adminHideDiscussionThread)) {
        posts = posts.map((post) => (post.id === 'thread-1' ? { ...post, hidden: true } : post));
        return { body: { data: { kind: 'thread', id: 'thread-1', hidden: true } } };
      }
      const hidden = new URL(request.url, 'http://x').searchParams.get('hidden');
      const items = hidden === null ? posts : posts.filter((post) => String(post.hidden) === hidden);
      return { body: { data: { items, page: 1, limit: 20, total: items.length } } };
    });
    const { user, currentPath } = renderWithProviders(
      <Routes>
        <Route path="/admin/reported-posts" element={<ReportedPostsPage />} />
      </Routes>,
      { route: '/admin/reported-posts', signedInAs: aUser({ role: 'admin' }) },
    );

    const spam = (await screen.findByRole('cell', { name: /Visit my shop/ })).closest('tr');
    if (!spam) throw new Error('each post is a row');
    expect(within(spam).getByText('2 reports')).toBeInTheDocument();
    expect(within(spam).getByText('Ads')).toBeInTheDocument();
    expect(within(spam).getByText('Spam')).toBeInTheDocument();
    expect(within(spam).getByText('Modern JavaScript')).toBeInTheDocument();
    expect(within(spam).getByText('Setup')).toBeInTheDocument();
    expect(within(spam).getByText('Spam Bot')).toBeInTheDocument();
    expect(screen.getByText('Reply to “Buy cheap watches”')).toBeInTheDocument();

    await user.click(within(spam).getByRole('button', { name: /^Hide the question by Spam Bot/ }));
    await waitFor(() =>
      expect(sent.find((r) => isCallOf(r, adminDiscussionRoutes.adminHideDiscussionThread))?.body).toEqual({
        hidden: true,
      }),
    );
    expect(await within(spam).findByRole('button', { name: /^Unhide the question/ })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Visible');
    await waitFor(() => expect(currentPath()).toContain('hidden=false'));
    expect(await screen.findByRole('heading', { name: 'Nothing matches' })).toBeInTheDocument();
  });
});
