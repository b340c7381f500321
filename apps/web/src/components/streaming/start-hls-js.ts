import type { HlsCallbacks, HlsSession } from './playback-support';

/**
 * Starts hls.js (its light build, fetched the first time a stream plays, so no learner downloads it
 * with the app) on the video. It starts on the lowest rendition, so the first segment is small, then
 * adapts to the measured bandwidth, never above the player's size on screen. The worker is off: the
 * ESM build has none inline, and fetching its 41 kB (gzip) file before the first segment would delay
 * the start on a phone more than remuxing 6 s segments on the main thread costs (a few ms).
 */
export async function startHlsJs(
  video: HTMLVideoElement,
  url: string,
  options: { startPosition: number },
  callbacks: HlsCallbacks,
): Promise<HlsSession> {
  const { default: Hls } = await import('hls.js/light');
  const hls = new Hls({
    startLevel: 0,
    capLevelToPlayerSize: true,
    enableWorker: false,
    startPosition: options.startPosition,
  });
  let hasRecoveredMedia = false;
  hls.on(Hls.Events.MANIFEST_PARSED, (_event, data) =>
    callbacks.onLevels(data.levels.map((level) => ({ height: level.height, bitrate: level.bitrate }))),
  );
  hls.on(Hls.Events.LEVEL_SWITCHED, (_event, data) => callbacks.onLevelSwitched(data.level));
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    // A decoding hiccup is recovered once, as hls.js advises; anything else plays the file.
    if (data.type === Hls.ErrorTypes.MEDIA_ERROR && !hasRecoveredMedia) {
      hasRecoveredMedia = true;
      hls.recoverMediaError();
      return;
    }
    hls.destroy();
    callbacks.onFatal();
  });
  hls.attachMedia(video);
  hls.loadSource(url);
  return {
    setLevel: (index) => {
      // A chosen rendition replaces the buffer at once; Auto lets the next segment decide.
      if (index < 0) hls.nextLevel = -1;
      else hls.currentLevel = index;
    },
    destroy: () => hls.destroy(),
  };
}
