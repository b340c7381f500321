import type { CaptionTrack, ChapterContent } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import type { ComponentProps, Ref } from 'react';
import classes from './chapter-video.module.css';

type VideoProps = Omit<ComponentProps<'video'>, 'src' | 'children' | 'ref'>;

interface ChapterVideoProps extends VideoProps {
  chapter: Pick<ChapterContent, 'title' | 'captionsUrl'> & { videoUrl: string; captions?: CaptionTrack[] };
  /** The caption language shown by default (the player's choice); the first track otherwise. */
  captionLanguage?: string | null;
  /**
   * What the element loads: the chapter's file unless given; null when a media source (hls.js)
   * feeds it, which sets the element's own address.
   */
  source?: string | null;
  ref?: Ref<HTMLVideoElement>;
}

/**
 * The chapter's caption tracks; an answer without `captions` (an older server) has its one English
 * file, named `englishLabel` (the word "English" in the visitor's language; in English by default).
 */
export function captionTracksOf(
  chapter: ChapterVideoProps['chapter'],
  englishLabel = 'English',
): CaptionTrack[] {
  if (chapter.captions) return chapter.captions;
  return chapter.captionsUrl ? [{ language: 'en', label: englishLabel, url: chapter.captionsUrl }] : [];
}

/**
 * A chapter's video as the browser's own player (keyboard and screen-reader ready), named after the
 * chapter and with a captions track per language: one element for the player and the course page's preview.
 */
export function ChapterVideo({
  chapter,
  captionLanguage,
  source,
  ref,
  className,
  ...videoProps
}: ChapterVideoProps) {
  const { _ } = useLingui();
  const tracks = captionTracksOf(chapter, _('video.captions.english'));
  const shown = tracks.find((track) => track.language === captionLanguage) ?? tracks[0];
  return (
    <video
      ref={ref}
      className={className ?? classes.video}
      src={source === undefined ? chapter.videoUrl : (source ?? undefined)}
      controls
      playsInline
      preload="metadata"
      aria-label={_('video.label', { title: chapter.title })}
      {...videoProps}
    >
      {tracks.map((track) => (
        <track
          key={track.language}
          kind="captions"
          srcLang={track.language}
          label={track.label}
          src={track.url}
          default={track === shown}
        />
      ))}
    </video>
  );
}
