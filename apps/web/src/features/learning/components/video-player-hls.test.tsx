import type { ChapterContent, ChapterVideo } from '@coursewise/contract';
import { learningKeys } from '@coursewise/contract/query-keys';
import { learningRoutes } from '@coursewise/contract/routes';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  choosePlayback,
  type PlaybackSupport,
  PlaybackSupportContext,
} from '../../../components/streaming/playback-support';
import { apiUrl, signedMediaUrl } from '../../../test/api-url';
import { fakePlaybackSupport, LADDER } from '../../../test/fake-hls';
import { type SentRequest, type StubReply, stubFetch } from '../../../test/fetch-stub';
import { aVideoChapter } from '../../../test/learning-fixtures';
import { renderWithProviders } from '../../../test/render';
import { usePlayerChapter } from '../api/get-player-chapter';
import { VideoPlayer } from './video-player';

const HLS_URL = signedMediaUrl('hls/asset-1/master.m3u8', { expires: 1, signature: 'h' });
const POSTER_URL = signedMediaUrl('hls/asset-1/poster.jpg', { expires: 1, signature: 'p' });
const ready: ChapterVideo = {
  status: 'ready',
  hlsUrl: HLS_URL,
  posterUrl: POSTER_URL,
  durationSeconds: 600,
  captions: [],
};
const processing: ChapterVideo = { ...ready, status: 'processing', hlsUrl: null, posterUrl: null };
const FILE_URL = aVideoChapter().videoUrl ?? '';

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

function renderPlayer(chapter: ChapterContent, support: PlaybackSupport) {
  const view = renderWithProviders(
    <PlaybackSupportContext.Provider value={support}>
      <VideoPlayer chapter={{ ...chapter, videoUrl: chapter.videoUrl ?? '' }} courseId="course-1" />
    </PlaybackSupportContext.Provider>,
  );
  return { ...view, video: screen.getByLabelText('Video: Welcome') as HTMLVideoElement };
}

describe('choosing how a chapter plays', () => {
  const chapter = (video: ChapterVideo | null) => ({ video, videoUrl: FILE_URL });
  const browser = (mse: boolean, nativeHls: boolean) => fakePlaybackSupport({ mse, nativeHls }).support;

  it('streams with hls.js where Media Source Extensions exist, even where HLS is also native (Chromium)', () => {
    expect(choosePlayback(chapter(ready), browser(true, false))).toEqual({ kind: 'hls.js', url: HLS_URL });
    expect(choosePlayback(chapter(ready), browser(true, true))).toEqual({ kind: 'hls.js', url: HLS_URL });
  });

  it('leaves HLS to a browser without Media Source Extensions that plays it itself (an iPhone)', () => {
    expect(choosePlayback(chapter(ready), browser(false, true))).toEqual({
      kind: 'native-hls',
      url: HLS_URL,
    });
  });

  it('plays the file without either, before processing, after a failure, and once hls.js gave up', () => {
    const file = { kind: 'file', url: FILE_URL };
    expect(choosePlayback(chapter(ready), browser(false, false))).toEqual(file);
    expect(choosePlayback(chapter(null), browser(true, false))).toEqual(file);
    expect(choosePlayback(chapter(processing), browser(true, false))).toEqual(file);
    expect(choosePlayback(chapter({ ...processing, status: 'failed' }), browser(true, false))).toEqual(file);
    expect(choosePlayback(chapter(ready), browser(true, false), true)).toEqual(file);
  });
});

describe('a streamed video chapter', () => {
  it('feeds the stream to the element through hls.js, from the saved position, with the poster', async () => {
    stubFetch(progressReply);
    const { support, streams } = fakePlaybackSupport({ mse: true, nativeHls: false });
    const { video, unmount } = renderPlayer(aVideoChapter({ captions: [], video: ready }), support);

    expect(video).not.toHaveAttribute('src');
    expect(video).toHaveAttribute('poster', POSTER_URL);
    await waitFor(() => expect(streams).toHaveLength(1));
    expect(streams[0]).toMatchObject({ url: HLS_URL, startPosition: 90 });

    unmount();
    expect(streams[0]?.isDestroyed).toBe(true);
  });

  it('offers Auto and each rendition, naming the one Auto plays, and switches on a choice', async () => {
    stubFetch(progressReply);
    const { support, streams } = fakePlaybackSupport({ mse: true, nativeHls: false });
    const { user } = renderPlayer(aVideoChapter({ captions: [], video: ready }), support);
    await waitFor(() => expect(streams).toHaveLength(1));
    const stream = streams[0];
    if (!stream) throw new Error('hls.js was not started');
    expect(screen.queryByLabelText('Quality')).toBeNull();

    act(() => stream.callbacks.onLevels(LADDER));
    act(() => stream.callbacks.onLevelSwitched(0));
    // A native select with its label: reached with Tab, changed with the arrow keys, read out by name.
    const menu = screen.getByRole('combobox', { name: 'Quality' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(
      expect.arrayContaining(['Auto (360p)', '720p', '360p']),
    );
    expect(menu).toHaveValue('-1');

    await user.selectOptions(menu, '720p');
    expect(stream.chosenLevels.at(-1)).toBe(1);
    act(() => stream.callbacks.onLevelSwitched(1));
    expect(screen.getByRole('option', { name: 'Auto (720p)' })).toBeInTheDocument();

    await user.selectOptions(menu, 'Auto (720p)');
    expect(stream.chosenLevels.at(-1)).toBe(-1);
  });

  it('plays the file when hls.js gives up, keeping the captions', async () => {
    stubFetch(progressReply);
    const { support, streams } = fakePlaybackSupport({ mse: true, nativeHls: false });
    const { video } = renderPlayer(aVideoChapter({ video: ready }), support);
    await waitFor(() => expect(streams).toHaveLength(1));
    act(() => streams[0]?.callbacks.onFatal());
    await waitFor(() => expect(video).toHaveAttribute('src', FILE_URL));
    expect(streams[0]?.isDestroyed).toBe(true);
    expect(video.querySelector('track')).toHaveAttribute('srclang', 'en');
  });

  it('gives the playlist to a browser that plays HLS itself, with no quality menu', () => {
    stubFetch(progressReply);
    const { support, streams } = fakePlaybackSupport({ mse: false, nativeHls: true });
    const { video } = renderPlayer(aVideoChapter({ captions: [], video: ready }), support);
    expect(video).toHaveAttribute('src', HLS_URL);
    expect(streams).toEqual([]);
    expect(screen.queryByLabelText('Quality')).toBeNull();
  });
});

/** The player as the page mounts it: the chapter from its query, so a fresh read reaches it. */
function PlayerOfChapter({ support }: { support: PlaybackSupport }) {
  const chapter = usePlayerChapter('chapter-1');
  if (!chapter.data) return null;
  return (
    <PlaybackSupportContext.Provider value={support}>
      <VideoPlayer chapter={{ ...chapter.data, videoUrl: chapter.data.videoUrl ?? '' }} courseId="course-1" />
    </PlaybackSupportContext.Provider>
  );
}

describe('a video still being processed', () => {
  it('plays the file, reads the chapter again until it is ready, then streams from where the learner is', async () => {
    let reads = 0;
    stubFetch((request) => {
      if (request.url !== apiUrl(learningRoutes.getChapter, { chapterId: 'chapter-1' }))
        return progressReply(request);
      reads += 1;
      // Each read signs the file's link anew, as the server does.
      const videoUrl = signedMediaUrl('videos/welcome.webm', { expires: reads, signature: 'abc' });
      return {
        body: { data: aVideoChapter({ captions: [], videoUrl, video: reads < 3 ? processing : ready }) },
      };
    });
    const { support, streams } = fakePlaybackSupport({ mse: true, nativeHls: false });
    const { queryClient } = renderWithProviders(<PlayerOfChapter support={support} />);
    const video = (await screen.findByLabelText('Video: Welcome')) as HTMLVideoElement;
    const firstFile = video.getAttribute('src');
    expect(firstFile).toContain('expires=1');

    Object.defineProperty(video, 'duration', { configurable: true, value: 600 });
    fireEvent(video, new Event('loadedmetadata'));
    video.currentTime = 120;
    fireEvent(video, new Event('timeupdate'));

    // The second read is still processing: the file goes on with the link it had.
    await waitFor(() => expect(reads).toBe(2), { timeout: 5000 });
    expect(video.getAttribute('src')).toBe(firstFile);
    expect(streams).toEqual([]);

    await waitFor(() => expect(streams).toHaveLength(1), { timeout: 5000 });
    expect(streams[0]).toMatchObject({ url: HLS_URL, startPosition: 120 });
    expect(video).not.toHaveAttribute('src');
    expect(video).toHaveAttribute('poster', POSTER_URL);
    // Ready: the watch's last answer, which ends its polling.
    expect(queryClient.getQueryData([...learningKeys.chapter('chapter-1'), 'video-status'])).toBe('ready');
  }, 15_000);
});
