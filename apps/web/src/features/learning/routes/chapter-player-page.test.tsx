import type { ChapterProgressBody } from '@coursewise/contract';
import { catalogueRoutes, discussionRoutes, learningRoutes } from '@coursewise/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiUrl, isCallOf } from '../../../test/api-url';
import { type SentRequest, type StubReply, stubFetch } from '../../../test/fetch-stub';
import { aUser } from '../../../test/fixtures';
import {
  aChapter,
  aCourseDetails,
  aLearningChapter,
  aPurchasedCourse,
  aVideoChapter,
} from '../../../test/learning-fixtures';
import { renderWithProviders } from '../../../test/render';
import { ChapterPlayerPage } from './chapter-player-page';

/** The learning API for the fixtures' course, answering progress writes like the server. */
function learningApi(overrides: (request: SentRequest) => StubReply | undefined = () => undefined) {
  return (request: SentRequest): StubReply => {
    const answer = overrides(request);
    if (answer) return answer;
    if (request.url === apiUrl(catalogueRoutes.getCourseDetails, {}, { slug: 'modern-javascript' }))
      return { body: { data: aCourseDetails() } };
    if (request.url === apiUrl(learningRoutes.getPurchasedCourse, { courseId: 'course-1' }))
      return { body: { data: aPurchasedCourse() } };
    if (request.url === apiUrl(learningRoutes.getChapter, { chapterId: 'chapter-2' }))
      return { body: { data: aChapter() } };
    if (request.url === apiUrl(learningRoutes.getChapter, { chapterId: 'chapter-1' }))
      return { body: { data: aVideoChapter() } };
    if (request.url === apiUrl(learningRoutes.saveChapterProgress)) {
      const body = request.body as ChapterProgressBody;
      const completed = body.completed ?? false;
      const done = completed ? 2 : 1;
      return {
        body: {
          data: {
            chapterId: body.chapterId,
            completed,
            positionSeconds: body.positionSeconds ?? 0,
            courseProgress: { completed: done, total: 3, percent: Math.floor((done / 3) * 100) },
          },
        },
      };
    }
    return { status: 404, body: { code: 'NOT_FOUND', message: `No stub for ${request.url}` } };
  };
}

function openPlayer(chapterId = 'chapter-2') {
  return renderWithProviders(
    <Routes>
      <Route path="/learn/:slug/chapters/:chapterId" element={<ChapterPlayerPage />} />
    </Routes>,
    { route: `/learn/modern-javascript/chapters/${chapterId}`, signedInAs: aUser() },
  );
}

const progressWrites = (sent: SentRequest[]) =>
  sent
    .filter((request) => request.url === apiUrl(learningRoutes.saveChapterProgress))
    .map((request) => request.body);

describe('the course player', () => {
  it('opens the Discussion tab on the thread named by ?thread= (a notification’s link)', async () => {
    stubFetch(
      learningApi((request) =>
        request.url.startsWith(apiUrl(discussionRoutes.getDiscussion, { id: 'thread-7' }))
          ? { status: 404, body: { code: 'NOT_FOUND', message: 'This question is gone' } }
          : undefined,
      ),
    );
    renderWithProviders(
      <Routes>
        <Route path="/learn/:slug/chapters/:chapterId" element={<ChapterPlayerPage />} />
      </Routes>,
      { route: '/learn/modern-javascript/chapters/chapter-2?thread=thread-7', signedInAs: aUser() },
    );

    expect(await screen.findByRole('tab', { name: 'Discussion' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('This question is gone')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Back to questions' })).toBeVisible();
  });

  it('opens a text chapter inside its outline, and records the visit', async () => {
    const sent = stubFetch(learningApi());
    openPlayer();

    expect(await screen.findByRole('heading', { level: 1, name: 'Variables and types' })).toBeVisible();
    expect(screen.getByText('unless the value changes.', { exact: false })).toBeVisible();
    const outline = screen.getByRole('navigation', { name: 'Course content' });
    expect(within(outline).getByRole('link', { name: /^Variables and types/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/learn/modern-javascript/chapters/chapter-1',
    );
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/learn/modern-javascript/chapters/chapter-3',
    );
    await waitFor(() => expect(progressWrites(sent)).toEqual([{ chapterId: 'chapter-2' }]));
    expect(document.title).toMatch(/^Variables and types · Modern JavaScript · /);
  });

  it('marks a chapter complete, then shows the tick and the new progress, and un-marks it', async () => {
    const sent = stubFetch(learningApi());
    const { user } = openPlayer();

    await user.click(await screen.findByRole('button', { name: 'Mark as complete' }));

    const outline = screen.getByRole('navigation', { name: 'Course content' });
    await waitFor(() =>
      expect(within(outline).getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute(
        'aria-valuenow',
        '66',
      ),
    );
    expect(progressWrites(sent)).toEqual([
      { chapterId: 'chapter-2' },
      { chapterId: 'chapter-2', completed: true },
    ]);
    expect(outline).toHaveTextContent('2 of 3 chapters');
    expect(within(outline).getByRole('link', { name: /^Variables and types/ })).toHaveAccessibleName(
      'Variables and types Reading · 5 min · Completed',
    );
    expect(screen.getByRole('button', { name: 'Completed' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Chapter completed. Up next: Arrow functions');

    await user.click(screen.getByRole('button', { name: 'Completed' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark as complete' })).toBeVisible());
    expect(progressWrites(sent).at(-1)).toEqual({ chapterId: 'chapter-2', completed: false });
    expect(within(outline).getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
  });

  it('offers the quiz instead of "Mark as complete" on a chapter a quiz completes, with the best result', async () => {
    const withQuiz = aPurchasedCourse();
    const [first] = withQuiz.modules;
    if (!first) throw new Error('The fixture has modules');
    first.chapters[1] = aLearningChapter({
      id: 'chapter-2',
      title: 'Variables and types',
      position: 2,
      quiz: { questionCount: 4, passed: false, bestPercentage: 50 },
    });
    stubFetch(
      learningApi((request) =>
        request.url === apiUrl(learningRoutes.getPurchasedCourse, { courseId: 'course-1' })
          ? { body: { data: withQuiz } }
          : undefined,
      ),
    );
    openPlayer();

    expect(await screen.findByRole('link', { name: 'Take the quiz' })).toHaveAttribute(
      'href',
      '/learn/modern-javascript/chapters/chapter-2/quiz',
    );
    expect(screen.getByText('Your best so far: 50%. Pass the quiz to complete this chapter.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Mark as complete' })).not.toBeInTheDocument();
  });

  it('offers the review form on the last chapter, starting from the learner’s review', async () => {
    stubFetch(
      learningApi((request) => {
        if (request.url === apiUrl(catalogueRoutes.getCourseDetails, {}, { slug: 'modern-javascript' })) {
          return {
            body: {
              data: aCourseDetails({
                myReview: { rating: 4, comment: 'Clear.', updatedAt: '2026-03-10T18:00:00.000Z' },
              }),
            },
          };
        }
        if (request.url === apiUrl(learningRoutes.getChapter, { chapterId: 'chapter-3' })) {
          return {
            body: {
              data: aChapter({
                id: 'chapter-3',
                title: 'Arrow functions',
                previousChapterId: 'chapter-2',
                nextChapterId: null,
              }),
            },
          };
        }
        return undefined;
      }),
    );
    openPlayer('chapter-3');

    expect(await screen.findByRole('heading', { name: 'Update your review' })).toBeVisible();
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(screen.getByLabelText('Your review')).toHaveValue('Clear.');
    expect(screen.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('opens the review form from "Review this course" on other chapters', async () => {
    stubFetch(learningApi());
    const { user } = openPlayer();

    const toggle = await screen.findByRole('button', { name: 'Review this course' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('heading', { name: 'Rate this course' })).not.toBeInTheDocument();
    await user.click(toggle);
    // The form's code loads when it first opens.
    expect(await screen.findByRole('heading', { name: 'Rate this course' })).toBeVisible();
  });

  it('says before writing that a review under a quarter of the course is marked "Early review"', async () => {
    const course = aPurchasedCourse();
    for (const chapter of course.modules.flatMap((module) => module.chapters)) chapter.completed = false;
    stubFetch(
      learningApi((request) =>
        request.url === apiUrl(learningRoutes.getPurchasedCourse, { courseId: 'course-1' })
          ? { body: { data: course } }
          : undefined,
      ),
    );
    const { user } = openPlayer();

    await user.click(await screen.findByRole('button', { name: 'Review this course' }));
    expect(await screen.findByRole('heading', { name: 'Rate this course' })).toBeVisible();
    expect(screen.getByText(/so your review will be marked “Early review”/)).toBeVisible();
  });

  it('adds no early-review note once a quarter of the course is done', async () => {
    stubFetch(learningApi());
    const { user } = openPlayer();

    await user.click(await screen.findByRole('button', { name: 'Review this course' }));
    expect(await screen.findByRole('heading', { name: 'Rate this course' })).toBeVisible();
    expect(screen.queryByText(/Early review/)).not.toBeInTheDocument();
  });

  it('tells a learner who does not own the course, with a link to its page', async () => {
    const sent = stubFetch(
      learningApi((request) =>
        isCallOf(request, learningRoutes.getPurchasedCourse)
          ? { status: 403, body: { code: 'NOT_PURCHASED', message: 'You have not bought this course' } }
          : isCallOf(request, learningRoutes.getChapter)
            ? { status: 403, body: { code: 'NOT_PURCHASED', message: 'You have not bought this course' } }
            : undefined,
      ),
    );
    openPlayer();

    expect(await screen.findByRole('heading', { name: 'You do not own this course yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'See the course' })).toHaveAttribute(
      'href',
      '/courses/modern-javascript',
    );
    expect(progressWrites(sent)).toEqual([]);
  });

  it('says so when the chapter is not part of the course', async () => {
    stubFetch(learningApi());
    openPlayer('chapter-of-another-course');

    expect(await screen.findByRole('heading', { name: 'Chapter not found' })).toBeVisible();
  });
});
