import { COURSE_CARD_IMAGE_SIZES } from '@coursewise/contract/first-paint';
import classes from './course.module.css';

interface CourseImageProps {
  src: string | null;
  /** The cover's stored widths (`imageSrcSet` from the API); null for a cover kept in one size. */
  srcSet?: string | null;
  /** How wide the picture is shown, for the browser to pick from `srcSet` (a course card by default). */
  sizes?: string;
  title: string;
  /** Visible when the page opens: load it at once rather than when scrolled near. */
  isEager?: boolean;
  /**
   * The page's largest picture (its LCP): fetched before other images. The server preloads it with
   * the same `srcSet` and `sizes`, so it is downloaded once.
   */
  isPriority?: boolean;
  className?: string;
}

/** A course's cover picture in 16:9, or a coloured panel with its initial when it has none. */
export function CourseImage({
  src,
  srcSet,
  sizes = COURSE_CARD_IMAGE_SIZES,
  title,
  isEager = false,
  isPriority = false,
  className,
}: CourseImageProps) {
  const classNames = className ? `${classes.image} ${className}` : classes.image;
  if (!src) {
    return (
      <div className={`${classNames} ${classes.imageFallback}`} role="img" aria-label={title}>
        <span aria-hidden="true">{title.charAt(0)}</span>
      </div>
    );
  }
  // Loading, sizes and srcset come before src, so no browser starts fetching src on its own first.
  return (
    <img
      loading={isEager || isPriority ? 'eager' : 'lazy'}
      fetchPriority={isPriority ? 'high' : undefined}
      decoding={isPriority ? undefined : 'async'}
      sizes={srcSet ? sizes : undefined}
      srcSet={srcSet ?? undefined}
      src={src}
      alt={title}
      className={classNames}
      width={480}
      height={270}
    />
  );
}
