import type { ChapterVideo } from '@coursewise/contract';
import { type RefObject, useState } from 'react';
import { choosePlayback, type PlaybackSource, type PlaybackSupport } from './playback-support';

interface SourceState {
  source: PlaybackSource;
  /** The source stopped working (an expired link): the next address of the same kind replaces it. */
  isStale: boolean;
  /** Whether the video was playing when the source changed, so the new one carries on playing. */
  wasPlaying: boolean;
}

/**
 * The source the video plays, kept while the chapter is read again: every read signs its links anew,
 * and a new address would reload the video. It changes when the way of playing changes (processing
 * finished: the file gives way to HLS; hls.js gave up: back to the file) or when the source failed.
 */
export function usePlaybackSource(
  chapter: { video?: ChapterVideo | null; videoUrl: string },
  support: PlaybackSupport,
  videoRef: RefObject<HTMLVideoElement | null>,
) {
  const [hasHlsFailed, setHlsFailed] = useState(false);
  const wanted = choosePlayback(chapter, support, hasHlsFailed);
  const [state, setState] = useState<SourceState>({ source: wanted, isStale: false, wasPlaying: false });
  let current = state;
  const isNewKind = wanted.kind !== state.source.kind;
  if (isNewKind || (state.isStale && wanted.url !== state.source.url)) {
    // Adjusting state while rendering: React renders again at once, with no frame of the old source.
    const video = videoRef.current;
    current = { source: wanted, isStale: false, wasPlaying: video !== null && !video.paused };
    setState(current);
  }
  return {
    source: current.source,
    wasPlaying: current.wasPlaying,
    markStale: () => setState((previous) => ({ ...previous, isStale: true })),
    markHlsFailed: () => setHlsFailed(true),
  };
}
