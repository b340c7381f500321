import type { AdminDiscussionReport } from '@coursewise/contract';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../i18n/locales';
import { aReportedPost } from '../../test/discussion-fixtures';
import { stubFetch } from '../../test/fetch-stub';
import { aUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { ReportedPostsPage } from './reported-posts-page';

const rude = aReportedPost({
  kind: 'reply',
  id: 'reply-1',
  body: '<p>Rude words</p>',
  author: { id: 'user-8', email: 'rude@example.com', name: null },
  reportCount: 1,
  reasons: ['Rude'],
  hidden: true,
});

function openReports(locale: Locale, posts: AdminDiscussionReport[]) {
  let current = posts;
  stubFetch((request) => {
    if (request.method === 'PUT') {
      current = current.map((post) => (post.id === 'thread-1' ? { ...post, hidden: true } : post));
      return { body: { data: { kind: 'thread', id: 'thread-1', hidden: true } } };
    }
    return { body: { data: { items: current, page: 1, limit: 20, total: current.length } } };
  });
  return renderWithProviders(
    <Routes>
      <Route path="/admin/reported-posts" element={<ReportedPostsPage />} />
    </Routes>,
    { route: '/admin/reported-posts', signedInAs: aUser({ role: 'admin' }), locale },
  );
}

describe('the reported posts in other languages', { timeout: 20_000 }, () => {
  it('lists reports and hides a question in German', async () => {
    const { user } = openReports('de', [aReportedPost(), rude]);
    const spam = (await screen.findByRole('cell', { name: /Visit my shop/ })).closest('tr') as HTMLElement;
    const reply = screen.getByRole('cell', { name: /Rude words/ }).closest('tr') as HTMLElement;
    expect(screen.getByRole('heading', { name: 'Gemeldete Beiträge' })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Kurs und Kapitel' })).toBeVisible();
    expect(within(spam).getByText('2 Meldungen')).toBeVisible();
    expect(within(spam).getByText('20. November 2026')).toBeVisible();
    expect(within(spam).getByText('Sichtbar')).toBeVisible();
    expect(within(reply).getByText('1 Meldung')).toBeVisible();
    expect(within(reply).getByText('Antwort auf „Buy cheap watches“')).toBeVisible();
    expect(within(reply).getByText('Ausgeblendet')).toBeVisible();
    expect(
      within(reply).getByRole('button', {
        name: 'Antwort von rude@example.com wieder einblenden: Buy cheap watches',
      }),
    ).toHaveTextContent('Einblenden');

    await user.click(
      within(spam).getByRole('button', { name: 'Frage von Spam Bot ausblenden: Buy cheap watches' }),
    );
    expect(await screen.findByText('Beitrag für Lernende ausgeblendet')).toBeVisible();
    expect(await within(spam).findByText('Ausgeblendet')).toBeVisible();
  });

  it('says in French that nothing was reported, with its filter in French', async () => {
    openReports('fr', []);
    expect(await screen.findByRole('heading', { name: 'Aucun message signalé' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Messages signalés' })).toBeVisible();
    const filter = screen.getByRole('combobox', { name: 'Statut' });
    expect(within(filter).getByRole('option', { name: 'Masqué' })).toBeInTheDocument();
    expect(within(filter).getByRole('option', { name: 'Tous' })).toBeInTheDocument();
  });
});
