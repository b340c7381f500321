import type { CaptionTrack } from '@coursewise/contract';
import { type ReactNode, type RefObject, useEffect, useState } from 'react';
import { defaultCaptionLanguage } from './caption-language';
import classes from './transcript.module.css';
import { TranscriptPanel } from './transcript-panel';

interface VideoWithTranscriptProps {
  tracks: CaptionTrack[];
  videoRef: RefObject<HTMLVideoElement | null>;
  /** The video, told which caption language to show. */
  children: (captionLanguage: string | null) => ReactNode;
}

/**
 * The player's video with its Transcript panel beside it (below it on a phone). The language chosen
 * in the panel is the one the video shows; without caption tracks the video is alone.
 */
export function VideoWithTranscript({ tracks, videoRef, children }: VideoWithTranscriptProps) {
  const [language, setLanguage] = useState(() => defaultCaptionLanguage(tracks));
  const current = tracks.some((track) => track.language === language)
    ? language
    : defaultCaptionLanguage(tracks);

  useEffect(() => {
    const textTracks = videoRef.current?.textTracks;
    if (!textTracks || !current) return;
    for (const track of Array.from(textTracks))
      track.mode = track.language === current ? 'showing' : 'disabled';
  }, [current, videoRef]);

  if (!current) return <>{children(null)}</>;
  return (
    <div className={classes.layout}>
      <div className={classes.video}>{children(current)}</div>
      <TranscriptPanel
        tracks={tracks}
        language={current}
        onLanguageChange={setLanguage}
        videoRef={videoRef}
      />
    </div>
  );
}
