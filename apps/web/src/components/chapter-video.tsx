import type { ChapterContent } from '@coursewise/contract';
import type { ComponentProps, Ref } from 'react';
import classes from './chapter-video.module.css';

type VideoProps = Omit<ComponentProps<'video'>, 'src' | 'children' | 'ref'>;

interface ChapterVideoProps extends VideoProps {
  chapter: Pick<ChapterContent, 'title' | 'captionsUrl'> & { videoUrl: string };
  ref?: Ref<HTMLVideoElement>;
}

/**
 * A chapter's video as the browser's own player (keyboard and screen-reader ready), named after the
 * chapter and with its captions track: one element for the player and the course page's preview.
 */
export function ChapterVideo({ chapter, ref, className, ...videoProps }: ChapterVideoProps) {
  return (
    <video
      ref={ref}
      className={className ?? classes.video}
      src={chapter.videoUrl}
      controls
      playsInline
      preload="metadata"
      aria-label={`Video: ${chapter.title}`}
      {...videoProps}
    >
      {chapter.captionsUrl ? (
        <track kind="captions" srcLang="en" label="English" src={chapter.captionsUrl} default />
      ) : null}
    </video>
  );
}
