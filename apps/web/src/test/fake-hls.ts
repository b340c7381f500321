import type { HlsCallbacks, PlaybackSupport, QualityLevel } from '../components/streaming/playback-support';

/** One stream the fake started: what the player asked for, and hls.js's side of the conversation. */
export interface StartedStream {
  url: string;
  startPosition: number;
  callbacks: HlsCallbacks;
  chosenLevels: number[];
  isDestroyed: boolean;
}

export const LADDER: QualityLevel[] = [
  { height: 360, bitrate: 800_000 },
  { height: 720, bitrate: 2_800_000 },
];

/**
 * A browser's playback support for jsdom, which has neither Media Source Extensions nor HLS: the
 * capabilities are given, and hls.js is a recorder whose events the test raises.
 */
export function fakePlaybackSupport(capabilities: { mse: boolean; nativeHls: boolean }) {
  const streams: StartedStream[] = [];
  const support: PlaybackSupport = {
    canPlayNativeHls: () => capabilities.nativeHls,
    hasMediaSource: () => capabilities.mse,
    startHls: async (_video, url, options, callbacks) => {
      const stream: StartedStream = {
        url,
        startPosition: options.startPosition,
        callbacks,
        chosenLevels: [],
        isDestroyed: false,
      };
      streams.push(stream);
      return {
        setLevel: (index) => stream.chosenLevels.push(index),
        destroy: () => {
          stream.isDestroyed = true;
        },
      };
    },
  };
  return { support, streams };
}
