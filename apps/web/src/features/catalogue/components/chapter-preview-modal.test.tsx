import type { ChapterVideo } from '@coursewise/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlaybackSupportContext } from '../../../components/streaming/playback-support';
import { signedMediaUrl } from '../../../test/api-url';
import { fakePlaybackSupport } from '../../../test/fake-hls';
import { stubFetch } from '../../../test/fetch-stub';
import { aVideoChapter } from '../../../test/learning-fixtures';
import { renderWithProviders } from '../../../test/render';
import { ChapterPreviewModal } from './chapter-preview-modal';

describe('chapter preview modal', () => {
  it('names its close button for what it closes', async () => {
    stubFetch(() => ({
      body: { data: { id: 'c1', title: 'Intro', type: 'text', content: '<p>Hello</p>', videoUrl: null } },
    }));
    renderWithProviders(
      <ChapterPreviewModal chapter={{ id: 'c1', title: 'Intro' }} isOpen onClose={() => {}} />,
    );
    await screen.findByRole('dialog');
    expect(screen.getByRole('button', { name: 'Close the preview' })).toBeVisible();
  });

  it("plays a video preview in the player's own video: named, with its captions track", async () => {
    stubFetch(() => ({ body: { data: aVideoChapter() } }));
    renderWithProviders(
      <ChapterPreviewModal chapter={{ id: 'c1', title: 'Welcome' }} isOpen onClose={() => {}} />,
    );
    const video = (await screen.findByLabelText('Video: Welcome')) as HTMLVideoElement;
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('src', aVideoChapter().videoUrl);
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('playsinline');
    const track = video.querySelector('track');
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('src', aVideoChapter().captionsUrl);
    expect(track).toHaveAttribute('default');
  });

  it('streams a processed preview from the top with its poster, and plays the file when hls.js gives up', async () => {
    const ready: ChapterVideo = {
      status: 'ready',
      hlsUrl: signedMediaUrl('hls/asset-1/master.m3u8', { expires: 1, signature: 'h' }),
      posterUrl: signedMediaUrl('hls/asset-1/poster.jpg', { expires: 1, signature: 'p' }),
      durationSeconds: 95,
      captions: [],
    };
    stubFetch(() => ({ body: { data: aVideoChapter({ video: ready }) } }));
    const { support, streams } = fakePlaybackSupport({ mse: true, nativeHls: false });
    renderWithProviders(
      <PlaybackSupportContext.Provider value={support}>
        <ChapterPreviewModal chapter={{ id: 'c1', title: 'Welcome' }} isOpen onClose={() => {}} />
      </PlaybackSupportContext.Provider>,
    );
    const video = (await screen.findByLabelText('Video: Welcome')) as HTMLVideoElement;
    await waitFor(() => expect(streams).toHaveLength(1));
    expect(streams[0]).toMatchObject({ url: ready.hlsUrl, startPosition: -1 });
    // hls.js feeds the element: it has no address of its own, and shows the poster.
    expect(video).not.toHaveAttribute('src');
    expect(video).toHaveAttribute('poster', ready.posterUrl);

    streams[0]?.callbacks.onFatal();
    await waitFor(() => expect(video).toHaveAttribute('src', aVideoChapter().videoUrl));
    expect(streams[0]?.isDestroyed).toBe(true);
  });
});
