import type { ChapterVideo } from '@coursewise/contract';
import { createContext } from 'react';
import { startHlsJs } from './start-hls-js';

/** One rendition of an HLS stream, as the quality menu lists it. */
export interface QualityLevel {
  height: number;
  bitrate: number;
}

/** What the player hears from a running hls.js. */
export interface HlsCallbacks {
  /** The master playlist is read: its renditions, lowest bitrate first (hls.js's order). */
  onLevels: (levels: QualityLevel[]) => void;
  /** The rendition now playing (an index into the levels). */
  onLevelSwitched: (index: number) => void;
  /** hls.js gave up (network or media error it could not recover): play the file instead. */
  onFatal: () => void;
}

/** A running hls.js attached to the video. */
export interface HlsSession {
  /** A rendition by index, or -1 for automatic (ABR). */
  setLevel: (index: number) => void;
  destroy: () => void;
}

/**
 * What this browser can play and how hls.js is started: the browser's own answers in the app, given
 * by tests (jsdom has neither Media Source Extensions nor HLS).
 */
export interface PlaybackSupport {
  canPlayNativeHls: () => boolean;
  hasMediaSource: () => boolean;
  startHls: (
    video: HTMLVideoElement,
    url: string,
    options: { startPosition: number },
    callbacks: HlsCallbacks,
  ) => Promise<HlsSession>;
}

/** Baseline H.264 and AAC-LC, the codecs of the processed renditions. */
const RENDITION_CODECS = 'video/mp4; codecs="avc1.42E01E,mp4a.40.2"';

function isMediaSourceClass(value: unknown): value is typeof MediaSource {
  return (
    typeof value === 'function' && 'isTypeSupported' in value && typeof value.isTypeSupported === 'function'
  );
}

export const browserPlaybackSupport: PlaybackSupport = {
  canPlayNativeHls: () =>
    typeof document !== 'undefined' &&
    document.createElement('video').canPlayType('application/vnd.apple.mpegurl') !== '',
  // The standard MediaSource only: an iPhone has just ManagedMediaSource, and there its own HLS is the
  // better player (AirPlay, battery), so it gets the playlist.
  hasMediaSource: () => {
    if (typeof window === 'undefined') return false;
    const mediaSource: unknown = Reflect.get(window, 'MediaSource');
    return isMediaSourceClass(mediaSource) && mediaSource.isTypeSupported(RENDITION_CODECS);
  },
  startHls: startHlsJs,
};

export const PlaybackSupportContext = createContext<PlaybackSupport>(browserPlaybackSupport);

/** How the chapter's video is played: hls.js feeding the element, the browser's own HLS, or the file. */
export type PlaybackSource =
  | { kind: 'hls.js'; url: string }
  | { kind: 'native-hls'; url: string }
  | { kind: 'file'; url: string };

/**
 * The streaming form once it is ready: hls.js where Media Source Extensions exist, the browser's own
 * HLS elsewhere (an iPhone), else the stored file; the file also while processing, after a failure,
 * and once hls.js gave up on this chapter. hls.js comes first even where the browser says it plays
 * HLS (current Chromium does): only hls.js starts on the lowest rendition, caps it to the player's
 * size and lets the learner choose a quality.
 */
export function choosePlayback(
  chapter: { video?: ChapterVideo | null; videoUrl: string },
  support: Pick<PlaybackSupport, 'canPlayNativeHls' | 'hasMediaSource'>,
  hasHlsFailed = false,
): PlaybackSource {
  const hlsUrl = chapter.video?.status === 'ready' ? chapter.video.hlsUrl : null;
  if (hlsUrl && !hasHlsFailed) {
    if (support.hasMediaSource()) return { kind: 'hls.js', url: hlsUrl };
    if (support.canPlayNativeHls()) return { kind: 'native-hls', url: hlsUrl };
  }
  return { kind: 'file', url: chapter.videoUrl };
}
