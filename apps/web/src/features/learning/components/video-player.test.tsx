import type { ChapterContent } from '@coursewise/contract';
import { learningRoutes } from '@coursewise/contract/routes';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../../test/api-url';
import { heldReply, type SentRequest, type StubReply, stubFetch } from '../../../test/fetch-stub';
import { aVideoChapter } from '../../../test/learning-fixtures';
import { renderWithProviders } from '../../../test/render';
import { VideoPlayer } from './video-player';

/** Answers progress writes as the server would (the position is kept). */
function progressReply(request: SentRequest): StubReply {
  const body = request.body as { chapterId: string; positionSeconds?: number };
  return {
    body: {
      data: {
        chapterId: body.chapterId,
        completed: false,
        positionSeconds: body.positionSeconds ?? 0,
        courseProgress: { completed: 1, total: 3, percent: 33 },
      },
    },
  };
}

// Without caption tracks unless a test gives some: the transcript's file fetch is the transcript tests'.
function renderPlayer(chapter: ChapterContent = aVideoChapter({ captions: [] })) {
  const view = renderWithProviders(
    <VideoPlayer chapter={{ ...chapter, videoUrl: chapter.videoUrl ?? '' }} courseId="course-1" />,
  );
  const video = screen.getByLabelText('Video: Welcome') as HTMLVideoElement;
  return { ...view, video };
}

/** The browser has read the file's header: its length is known. */
function loadMetadata(video: HTMLVideoElement, durationSeconds: number) {
  Object.defineProperty(video, 'duration', { configurable: true, value: durationSeconds });
  fireEvent(video, new Event('loadedmetadata'));
}

/** Playback moves on to `seconds`, as the browser reports it. */
function playTo(video: HTMLVideoElement, seconds: number) {
  video.currentTime = seconds;
  fireEvent(video, new Event('timeupdate'));
}

describe('a video chapter', () => {
  it('plays the signed video with its captions track', () => {
    stubFetch(progressReply);
    const { video } = renderPlayer(aVideoChapter());

    expect(video).toHaveAttribute('src', aVideoChapter().videoUrl);
    expect(video).toHaveAttribute('controls');
    const track = video.querySelector('track');
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('srclang', 'en');
    expect(track).toHaveAttribute('src', aVideoChapter().captionsUrl);
    expect(track).toHaveAttribute('default');
  });

  it('has no captions track when the chapter has no captions file', () => {
    stubFetch(progressReply);
    const { video } = renderPlayer(aVideoChapter({ captionsUrl: null, captions: [] }));
    expect(video.querySelector('track')).toBeNull();
  });

  it('resumes where the learner stopped, and saves the position when they pause', async () => {
    const sent = stubFetch(progressReply);
    const { video } = renderPlayer();

    loadMetadata(video, 600);
    expect(video.currentTime).toBe(90);
    expect(sent).toEqual([]);

    await video.play();
    playTo(video, 91);
    playTo(video, 95.6);
    video.pause();

    await waitFor(() =>
      expect(sent).toEqual([
        {
          method: 'POST',
          url: apiUrl(learningRoutes.saveChapterProgress),
          body: { chapterId: 'chapter-1', positionSeconds: 95 },
        },
      ]),
    );
  });

  it('resumes when the metadata came before the element was on the page (its event then never reaches it)', () => {
    stubFetch(progressReply);
    const proto = HTMLMediaElement.prototype;
    const readyState = Object.getOwnPropertyDescriptor(proto, 'readyState');
    const duration = Object.getOwnPropertyDescriptor(proto, 'duration');
    Object.defineProperty(proto, 'readyState', { configurable: true, get: () => 1 });
    Object.defineProperty(proto, 'duration', { configurable: true, get: () => 600 });
    try {
      const { video } = renderPlayer();
      expect(video.currentTime).toBe(90);
    } finally {
      if (readyState) Object.defineProperty(proto, 'readyState', readyState);
      if (duration) Object.defineProperty(proto, 'duration', duration);
    }
  });

  it('starts from the top when the video was watched to the end', () => {
    stubFetch(progressReply);
    const { video } = renderPlayer(aVideoChapter({ progress: { completed: true, positionSeconds: 599 } }));
    loadMetadata(video, 600);
    expect(video.currentTime).toBe(0);
  });

  it('saves every ten seconds of play, one save at a time', async () => {
    const held = heldReply();
    const sent = stubFetch((request) => held.reply.then(() => progressReply(request)));
    const { video } = renderPlayer(
      aVideoChapter({ captions: [], progress: { completed: false, positionSeconds: 0 } }),
    );
    loadMetadata(video, 600);
    await video.play();

    for (let second = 1; second <= 9; second++) playTo(video, second);
    expect(sent).toEqual([]);
    playTo(video, 10);
    expect(sent.map((request) => request.body)).toEqual([{ chapterId: 'chapter-1', positionSeconds: 10 }]);

    // A seek is not playing time; twenty more seconds of play while the first save is still out.
    playTo(video, 200);
    for (let second = 201; second <= 220; second++) playTo(video, second);
    expect(sent).toHaveLength(1);

    held.release({});
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.body).toEqual({ chapterId: 'chapter-1', positionSeconds: 220 });
  });

  it('saves the position when the learner leaves the chapter', async () => {
    const sent = stubFetch(progressReply);
    const { video, unmount } = renderPlayer();
    loadMetadata(video, 600);
    playTo(video, 93);

    unmount();
    await waitFor(() =>
      expect(sent.map((request) => request.body)).toEqual([{ chapterId: 'chapter-1', positionSeconds: 93 }]),
    );
  });

  it('changes the playback speed and remembers it', async () => {
    stubFetch(progressReply);
    const { user, video } = renderPlayer();

    await user.selectOptions(screen.getByLabelText('Playback speed'), '1.5');
    expect(video.playbackRate).toBe(1.5);
    expect(localStorage.getItem('playback-speed')).toBe('1.5');
    expect(screen.getByRole('option', { name: '0.75×' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '2×' })).toBeInTheDocument();
  });
});
