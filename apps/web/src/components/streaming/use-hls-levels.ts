import { type RefObject, useEffect, useRef, useState } from 'react';
import type { HlsSession, PlaybackSource, PlaybackSupport, QualityLevel } from './playback-support';

interface HlsLevelsOptions {
  videoRef: RefObject<HTMLVideoElement | null>;
  source: PlaybackSource;
  support: PlaybackSupport;
  /** Where to start (seconds; -1 from the top), read when the stream starts. */
  startPosition: () => number;
  onFatal: () => void;
}

/**
 * Runs hls.js on the video while the source is an HLS stream it feeds, destroyed when the source
 * changes or the player leaves; answers its renditions, the one playing and a way to choose one.
 */
export function useHlsLevels({ videoRef, source, support, startPosition, onFatal }: HlsLevelsOptions) {
  const [levels, setLevels] = useState<QualityLevel[]>([]);
  const [playingLevel, setPlayingLevel] = useState(-1);
  const [chosenLevel, setChosenLevel] = useState(-1);
  const session = useRef<HlsSession | null>(null);
  // The latest callbacks, read when hls.js calls back: the stream is not restarted for them.
  const latest = useRef({ startPosition, onFatal });
  latest.current = { startPosition, onFatal };
  const url = source.kind === 'hls.js' ? source.url : null;

  useEffect(() => {
    const video = videoRef.current;
    if (url === null || !video) return;
    let isCancelled = false;
    support
      .startHls(
        video,
        url,
        { startPosition: latest.current.startPosition() },
        {
          onLevels: (found) => {
            if (!isCancelled) setLevels(found);
          },
          onLevelSwitched: (index) => {
            if (!isCancelled) setPlayingLevel(index);
          },
          onFatal: () => {
            if (!isCancelled) latest.current.onFatal();
          },
        },
      )
      .then(
        (started) => {
          if (isCancelled) started.destroy();
          else session.current = started;
        },
        // The library could not be fetched (offline, a deploy replaced it): the file plays.
        () => {
          if (!isCancelled) latest.current.onFatal();
        },
      );
    return () => {
      isCancelled = true;
      session.current?.destroy();
      session.current = null;
      setLevels([]);
      setPlayingLevel(-1);
      setChosenLevel(-1);
    };
  }, [url, support, videoRef]);

  const chooseLevel = (index: number) => {
    setChosenLevel(index);
    session.current?.setLevel(index);
  };
  return { levels, playingLevel, chosenLevel, chooseLevel };
}
