import type { ChapterContent } from '@coursewise/contract';
import { useContext, useRef } from 'react';
import { ChapterVideo } from '../chapter-video';
import { PlaybackSupportContext } from './playback-support';
import { useHlsLevels } from './use-hls-levels';
import { usePlaybackSource } from './use-playback-source';

interface StreamedChapterVideoProps {
  chapter: ChapterContent & { videoUrl: string };
}

/**
 * A chapter's video where nothing is remembered (the course page's free preview): the adaptive stream
 * once processed, from its lowest rendition as in the player, its poster before play, and the file
 * before processing or if the stream fails.
 */
export function StreamedChapterVideo({ chapter }: StreamedChapterVideoProps) {
  const support = useContext(PlaybackSupportContext);
  const videoRef = useRef<HTMLVideoElement>(null);
  const playback = usePlaybackSource(chapter, support, videoRef);
  useHlsLevels({
    videoRef,
    source: playback.source,
    support,
    startPosition: () => -1,
    onFatal: playback.markHlsFailed,
  });
  return (
    <ChapterVideo
      ref={videoRef}
      chapter={chapter}
      source={playback.source.kind === 'hls.js' ? null : playback.source.url}
      poster={chapter.video?.posterUrl ?? undefined}
    />
  );
}
