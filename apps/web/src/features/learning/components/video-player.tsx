import type { ChapterContent } from '@coursewise/contract';
import { NativeSelect, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { ChapterVideo, captionTracksOf } from '../../../components/chapter-video';
import { PLAYBACK_SPEEDS, usePlaybackSpeed } from '../hooks/use-playback-speed';
import { useVideoProgress } from '../hooks/use-video-progress';
import { VideoWithTranscript } from '../transcript/video-with-transcript';
import classes from './player.module.css';

const SPEED_OPTIONS = PLAYBACK_SPEEDS.map((speed) => ({
  value: String(speed),
  label: speed === 1 ? 'Normal (1×)' : `${speed}×`,
}));

interface VideoPlayerProps {
  chapter: ChapterContent & { videoUrl: string };
  courseId: string;
  /** The signed URL stopped working (it lasts two hours): ask for a fresh one. */
  onSourceError?: () => void;
}

/** A video chapter: the browser's own player (keyboard and screen-reader ready), caption tracks with a transcript, speed, resume. */
export function VideoPlayer({ chapter, courseId, onSourceError }: VideoPlayerProps) {
  const [speed, setSpeed] = usePlaybackSpeed();
  const { videoRef, videoEvents } = useVideoProgress({
    chapterId: chapter.id,
    courseId,
    storedSeconds: chapter.progress?.positionSeconds ?? 0,
  });

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.defaultPlaybackRate = speed;
    video.playbackRate = speed;
  }, [speed, videoRef]);

  return (
    <Stack gap="xs">
      <VideoWithTranscript tracks={captionTracksOf(chapter)} videoRef={videoRef}>
        {(captionLanguage) => (
          <ChapterVideo
            ref={videoRef}
            chapter={chapter}
            captionLanguage={captionLanguage}
            {...videoEvents}
            onLoadedMetadata={(event) => {
              // Loading a source resets the rate to the default one.
              event.currentTarget.playbackRate = speed;
              videoEvents.onLoadedMetadata(event);
            }}
            onError={onSourceError}
          />
        )}
      </VideoWithTranscript>
      <NativeSelect
        label="Playback speed"
        data={SPEED_OPTIONS}
        value={String(speed)}
        onChange={(event) => setSpeed(Number(event.currentTarget.value))}
        className={classes.speed}
        size="xs"
      />
    </Stack>
  );
}
