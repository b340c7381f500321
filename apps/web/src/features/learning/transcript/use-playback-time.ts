import { type RefObject, useEffect, useState } from 'react';

/**
 * The video's current time, followed through `timeupdate` (a few times a second while playing),
 * `seeked` and the text tracks' `cuechange`, so the transcript moves with playback and with seeks.
 */
export function usePlaybackTime(videoRef: RefObject<HTMLVideoElement | null>): number {
  const [time, setTime] = useState(0);
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const update = () => setTime(video.currentTime);
    update();
    const events = ['timeupdate', 'seeked', 'loadedmetadata'] as const;
    for (const name of events) video.addEventListener(name, update);
    const tracks = video.textTracks;
    tracks?.addEventListener?.('change', update);
    for (const track of Array.from(tracks ?? [])) track.addEventListener('cuechange', update);
    return () => {
      for (const name of events) video.removeEventListener(name, update);
      tracks?.removeEventListener?.('change', update);
      for (const track of Array.from(tracks ?? [])) track.removeEventListener('cuechange', update);
    };
  }, [videoRef]);
  return time;
}
