import type { Announcement, ChapterProgressBody } from '@coursewise/contract';
import {
  announcementRoutes,
  catalogueRoutes,
  discussionRoutes,
  learningRoutes,
  noteRoutes,
} from '@coursewise/contract/routes';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../i18n/locales';
import { apiUrl, isCallOf } from '../../../test/api-url';
import { aReply, aThread, onePage } from '../../../test/discussion-fixtures';
import { type SentRequest, type StubReply, stubFetch } from '../../../test/fetch-stub';
import { aUser } from '../../../test/fixtures';
import { CATALOGUE_FILES } from '../../../test/i18n';
import { aChapter, aCourseDetails, aPurchasedCourse } from '../../../test/learning-fixtures';
import { renderWithProviders } from '../../../test/render';
import { ChapterPlayerPage } from './chapter-player-page';

const announcement: Announcement = {
  id: 'a1',
  courseId: 'course-1',
  title: 'New module',
  body: '<p>Fresh chapters.</p>',
  authorName: 'Ada Teacher',
  createdAt: '2026-03-01T10:00:00.000Z',
};

/** The player's API for the fixtures' course (text chapter 2), its announcement, notes and questions. */
function playerApi(request: SentRequest): StubReply {
  if (request.url === apiUrl(catalogueRoutes.getCourseDetails, {}, { slug: 'modern-javascript' }))
    return { body: { data: aCourseDetails() } };
  if (request.url === apiUrl(learningRoutes.getPurchasedCourse, { courseId: 'course-1' }))
    return { body: { data: aPurchasedCourse() } };
  if (request.url === apiUrl(learningRoutes.getChapter, { chapterId: 'chapter-2' }))
    return { body: { data: aChapter() } };
  if (request.url.startsWith(apiUrl(announcementRoutes.listCourseAnnouncements, { courseId: 'course-1' })))
    return { body: { data: { items: [announcement], page: 1, limit: 3, total: 1 } } };
  if (isCallOf(request, noteRoutes.listNotes))
    return { body: { data: { items: [], page: 1, limit: 100, total: 0 } } };
  if (isCallOf(request, discussionRoutes.listDiscussions)) return { body: { data: onePage([aThread()]) } };
  if (isCallOf(request, discussionRoutes.getDiscussion))
    return { body: { data: { thread: aThread(), replies: onePage([aReply()]) } } };
  if (request.url === apiUrl(learningRoutes.saveChapterProgress)) {
    const body = request.body as ChapterProgressBody;
    const completed = body.completed ?? false;
    const done = completed ? 2 : 1;
    return {
      body: {
        data: {
          chapterId: body.chapterId,
          completed,
          positionSeconds: 0,
          courseProgress: { completed: done, total: 3, percent: Math.floor((done / 3) * 100) },
        },
      },
    };
  }
  return { status: 404, body: { code: 'NOT_FOUND', message: `No stub for ${request.url}` } };
}

function openPlayer(locale: Locale) {
  stubFetch(playerApi);
  return renderWithProviders(
    <Routes>
      <Route path="/learn/:slug/chapters/:chapterId" element={<ChapterPlayerPage />} />
    </Routes>,
    { route: '/learn/modern-javascript/chapters/chapter-2', signedInAs: aUser(), locale },
  );
}

/** The learning catalogue's English messages that German words differently and that hold no placeholder. */
const englishOnly = Object.entries(CATALOGUE_FILES.learning.en)
  .filter(([id, message]) => !message.includes('{') && CATALOGUE_FILES.learning.de[id] !== message)
  .map(([, message]) => message);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Everything the page says: its text and the names it gives regions and controls. */
function pageWords(): string {
  const labels = [...document.querySelectorAll('[aria-label]')].map((node) =>
    node.getAttribute('aria-label'),
  );
  return `${document.body.textContent} ${labels.join(' ')}`;
}

describe('the course player in other languages', { timeout: 20_000 }, () => {
  it('shows the chapter, its outline, notes and announcements in German, with no English of its own left', async () => {
    const { user } = openPlayer('de');

    expect(await screen.findByRole('heading', { level: 1, name: 'Variables and types' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Kapitel' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Diskussion' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Brotkrümelnavigation' })).toHaveTextContent(
      'Mein Lernbereich',
    );

    const outline = screen.getByRole('navigation', { name: 'Kursinhalt' });
    expect(outline).toHaveTextContent('1 von 3 Kapiteln');
    expect(within(outline).getByRole('progressbar', { name: 'Kursfortschritt' })).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/^1 von 3 Kapiteln abgeschlossen, 33\s%$/),
    );
    expect(within(outline).getByRole('link', { name: /^Variables and types/ })).toHaveAccessibleName(
      'Variables and types Text · 5 Min.',
    );
    expect(within(outline).getByRole('link', { name: /^Abschlussprüfung/ })).toHaveTextContent(
      'Gesperrt · noch 2 Kapitel',
    );

    const chapter = screen.getByRole('article', { name: 'Variables and types' });
    expect(within(chapter).getByText('Text · 5 Min.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zurück' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Weiter' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Notizen' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Neue Notiz' })).toBeVisible();
    expect(await screen.findByText('Noch keine Notizen zu diesem Kapitel.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Kurs bewerten' })).toBeVisible();

    expect(screen.getByRole('heading', { name: 'Ankündigungen' })).toBeVisible();
    expect(await screen.findByText('Ada Teacher, 1. März 2026')).toBeVisible();

    const words = pageWords();
    const left = englishOnly.filter((message) =>
      new RegExp(`(?<!\\w)${escapeRegExp(message)}(?!\\w)`).test(words),
    );
    expect(left).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Als abgeschlossen markieren' }));
    expect(await screen.findByRole('button', { name: 'Abgeschlossen' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Kapitel abgeschlossen. Als Nächstes: Arrow functions',
    );
  });

  it('shows the Discussion tab and a thread in French: counts, badges, votes and the post’s date', async () => {
    const { user } = openPlayer('fr');

    await user.click(await screen.findByRole('tab', { name: 'Discussion' }));
    expect(await screen.findByRole('heading', { name: 'Questions sur ce chapitre' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Toutes les questions du cours' })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Questions' });
    expect(within(list).getByText('1 réponse · 2 votes')).toBeVisible();
    expect(within(list).getByText('Avec réponse')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Poser une question' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Publier la question' })).toBeVisible();

    await user.click(within(list).getByRole('button', { name: 'Why does it fail?' }));
    expect(await screen.findByRole('button', { name: 'Retour aux questions' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Voter (2)' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Marquer comme résolue' })).toBeVisible();
    expect(screen.getByRole('heading', { name: '1 réponse' })).toBeVisible();
    const answer = screen.getByRole('article', { name: 'Réponse officielle de Grace H.' });
    expect(within(answer).getByText('Formateur')).toBeVisible();
    expect(within(answer).getByText('Réponse officielle')).toBeVisible();
    expect(within(answer).getByText(new Date('2026-11-01T11:00:00.000Z').toLocaleString('fr'))).toBeVisible();
    expect(screen.getByRole('button', { name: 'Publier la réponse' })).toBeVisible();
  });
});
