import type { ChapterContent } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Group, NativeSelect, Stack } from '@mantine/core';
import { useContext, useEffect, useMemo } from 'react';
import { ChapterVideo, captionTracksOf } from '../../../components/chapter-video';
import { PlaybackSupportContext } from '../../../components/streaming/playback-support';
import { QualityMenu } from '../../../components/streaming/quality-menu';
import { useHlsLevels } from '../../../components/streaming/use-hls-levels';
import { usePlaybackSource } from '../../../components/streaming/use-playback-source';
import type { Locale } from '../../../i18n/locales';
import { useActiveLocale } from '../../../i18n/use-active-locale';
import { useVideoProcessingWatch } from '../api/watch-video-processing';
import { PLAYBACK_SPEEDS, usePlaybackSpeed } from '../hooks/use-playback-speed';
import { useVideoProgress } from '../hooks/use-video-progress';
import type { Translate } from '../lib/localized';
import { VideoWithTranscript } from '../transcript/video-with-transcript';
import classes from './player.module.css';

/** The speeds as the menu names them: "Normal (1×)", "1.25×" ("1,25×" in German). */
const speedOptions = (_: Translate, locale: Locale) => {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return PLAYBACK_SPEEDS.map((speed) => ({
    value: String(speed),
    label: speed === 1 ? _('learning.video.speedNormal') : `${number.format(speed)}×`,
  }));
};

interface VideoPlayerProps {
  chapter: ChapterContent & { videoUrl: string };
  courseId: string;
  /** The signed URL stopped working (it lasts two hours): ask for a fresh one. */
  onSourceError?: () => void;
}

/**
 * A video chapter: the browser's own player (keyboard and screen-reader ready) on the adaptive
 * stream once processed (the file before), caption tracks with a transcript, speed, quality, resume.
 */
export function VideoPlayer({ chapter, courseId, onSourceError }: VideoPlayerProps) {
  const support = useContext(PlaybackSupportContext);
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const speeds = useMemo(() => speedOptions(_, locale), [_, locale]);
  const [speed, setSpeed] = usePlaybackSpeed();
  const { videoRef, videoEvents, startPosition } = useVideoProgress({
    chapterId: chapter.id,
    courseId,
    storedSeconds: chapter.progress?.positionSeconds ?? 0,
  });
  useVideoProcessingWatch(chapter);
  const playback = usePlaybackSource(chapter, support, videoRef);
  const quality = useHlsLevels({
    videoRef,
    source: playback.source,
    support,
    startPosition: () => startPosition(chapter.video?.durationSeconds ?? null),
    onFatal: playback.markHlsFailed,
  });

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.defaultPlaybackRate = speed;
    video.playbackRate = speed;
  }, [speed, videoRef]);

  const isHlsJs = playback.source.kind === 'hls.js';
  return (
    <Stack gap="xs">
      <VideoWithTranscript tracks={captionTracksOf(chapter)} videoRef={videoRef}>
        {(captionLanguage) => (
          <ChapterVideo
            ref={videoRef}
            chapter={chapter}
            captionLanguage={captionLanguage}
            source={isHlsJs ? null : playback.source.url}
            poster={chapter.video?.posterUrl ?? undefined}
            {...videoEvents}
            onLoadedMetadata={(event) => {
              // Loading a source resets the rate to the default one.
              event.currentTarget.playbackRate = speed;
              videoEvents.onLoadedMetadata(event);
              // The stream replaced the file while it played: it goes on playing.
              if (playback.wasPlaying) void event.currentTarget.play().catch(() => undefined);
            }}
            onError={() => {
              // hls.js reports its own errors (and falls back to the file); this is the file's link.
              if (isHlsJs) return;
              playback.markStale();
              onSourceError?.();
            }}
          />
        )}
      </VideoWithTranscript>
      <Group justify="flex-end" gap="sm" align="flex-end">
        {quality.levels.length > 1 ? (
          <QualityMenu
            levels={quality.levels}
            playingLevel={quality.playingLevel}
            chosenLevel={quality.chosenLevel}
            onChoose={quality.chooseLevel}
            className={classes.speed}
          />
        ) : null}
        <NativeSelect
          label={_('learning.video.speed')}
          data={speeds}
          value={String(speed)}
          onChange={(event) => setSpeed(Number(event.currentTarget.value))}
          className={classes.speed}
          size="xs"
        />
      </Group>
    </Stack>
  );
}
