import type { ChapterProgress, ChapterProgressBody } from '@coursewise/contract';
import { catalogueRoutes, learningRoutes } from '@coursewise/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../../test/api-url';
import { type SentRequest, type StubReply, stubFetch } from '../../../test/fetch-stub';
import { aUser } from '../../../test/fixtures';
import { aChapter, aCourseDetails, aPurchasedCourse } from '../../../test/learning-fixtures';
import { renderWithProviders } from '../../../test/render';
import { ChapterPlayerPage } from './chapter-player-page';

/** The fixtures' course with every chapter done but "Variables and types": the final is locked by it. */
function oneChapterLeft() {
  const course = aPurchasedCourse({ progress: { completed: 2, total: 3, percent: 66 } });
  const [, second] = course.modules;
  const arrow = second?.chapters[0];
  if (!arrow) throw new Error('The fixture has a second module');
  arrow.completed = true;
  return course;
}

/** A reply the test sends when it is ready, to look at the page while the save is on its way. */
function deferred() {
  let send: (reply: StubReply) => void = () => undefined;
  const reply = new Promise<StubReply>((resolve) => {
    send = resolve;
  });
  return { reply, send };
}

const progressAnswer = (body: ChapterProgressBody): StubReply => {
  const completed = body.completed ?? false;
  const done = completed ? 3 : 2;
  const data: ChapterProgress = {
    chapterId: body.chapterId,
    completed,
    positionSeconds: 0,
    courseProgress: { completed: done, total: 3, percent: Math.floor((done * 100) / 3) },
  };
  return { body: { data } };
};

function openPlayer(toggleReply: () => Promise<StubReply> | StubReply) {
  const sent = stubFetch((request: SentRequest) => {
    if (request.url === apiUrl(catalogueRoutes.getCourseDetails, {}, { slug: 'modern-javascript' }))
      return { body: { data: aCourseDetails() } };
    if (request.url === apiUrl(learningRoutes.getPurchasedCourse, { courseId: 'course-1' }))
      return { body: { data: oneChapterLeft() } };
    if (request.url === apiUrl(learningRoutes.getChapter, { chapterId: 'chapter-2' }))
      return { body: { data: aChapter() } };
    if (request.url === apiUrl(learningRoutes.saveChapterProgress)) {
      const body = request.body as ChapterProgressBody;
      return body.completed === undefined ? progressAnswer(body) : toggleReply();
    }
    return { status: 404, body: { code: 'NOT_FOUND', message: `No stub for ${request.url}` } };
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/learn/:slug/chapters/:chapterId" element={<ChapterPlayerPage />} />
    </Routes>,
    { route: '/learn/modern-javascript/chapters/chapter-2', signedInAs: aUser() },
  );
  return { ...view, sent };
}

const finalEntry = () =>
  within(screen.getByRole('navigation', { name: 'Course content' })).getByRole('link', {
    name: /^Final assessment/,
  });

describe('the player outline after "Mark as complete" on the last chapter', () => {
  it('unlocks the final assessment at once, and locks it again when the chapter is un-marked', async () => {
    let pending = deferred();
    const { user } = openPlayer(() => pending.reply);

    const toggle = await screen.findByRole('button', { name: 'Mark as complete' });
    expect(finalEntry()).toHaveAccessibleName('Final assessment Locked · 1 chapter to go');

    await user.click(toggle);
    pending.send(progressAnswer({ chapterId: 'chapter-2', completed: true }));
    await waitFor(() => expect(finalEntry()).toHaveAccessibleName('Final assessment 3 of 3 attempts left'));
    expect(finalEntry()).toHaveAttribute('href', '/learn/modern-javascript/final');

    pending = deferred();
    await user.click(screen.getByRole('button', { name: 'Completed' }));
    pending.send(progressAnswer({ chapterId: 'chapter-2', completed: false }));
    await waitFor(() =>
      expect(finalEntry()).toHaveAccessibleName('Final assessment Locked · 1 chapter to go'),
    );
  });

  it('keeps the keyboard focus on the toggle while it saves and after, both ways', async () => {
    let pending = deferred();
    const { user } = openPlayer(() => pending.reply);

    const toggle = await screen.findByRole('button', { name: 'Mark as complete' });
    toggle.focus();
    await user.keyboard('{Enter}');
    // Saving: busy but still enabled, since disabling it would drop the focus to the page.
    await waitFor(() => expect(toggle).toHaveAttribute('aria-busy', 'true'));
    expect(toggle).toBeEnabled();
    expect(toggle).toHaveFocus();

    pending.send(progressAnswer({ chapterId: 'chapter-2', completed: true }));
    await waitFor(() => expect(toggle).toHaveAccessibleName('Completed'));
    // The same button, not a new one: it still has the focus.
    expect(toggle).toBeInTheDocument();
    expect(toggle).toHaveFocus();
    expect(toggle).not.toHaveAttribute('aria-busy');

    pending = deferred();
    await user.keyboard('{Enter}');
    pending.send(progressAnswer({ chapterId: 'chapter-2', completed: false }));
    await waitFor(() => expect(toggle).toHaveAccessibleName('Mark as complete'));
    expect(toggle).toHaveFocus();
  });

  it('sends one save however often the busy toggle is pressed', async () => {
    const pending = deferred();
    const { user, sent } = openPlayer(() => pending.reply);

    const toggle = await screen.findByRole('button', { name: 'Mark as complete' });
    await user.click(toggle);
    await user.click(toggle);
    pending.send(progressAnswer({ chapterId: 'chapter-2', completed: true }));
    await waitFor(() => expect(toggle).toHaveAccessibleName('Completed'));
    const toggles = sent.filter(
      (request) =>
        request.url === apiUrl(learningRoutes.saveChapterProgress) &&
        (request.body as ChapterProgressBody).completed,
    );
    expect(toggles).toHaveLength(1);
  });
});
