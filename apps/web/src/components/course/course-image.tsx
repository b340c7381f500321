import classes from './course.module.css';

interface CourseImageProps {
  src: string | null;
  title: string;
  isEager?: boolean;
  className?: string;
}

/** A course's cover picture in 16:9, or a coloured panel with its initial when it has none. */
export function CourseImage({ src, title, isEager = false, className }: CourseImageProps) {
  const classNames = className ? `${classes.image} ${className}` : classes.image;
  if (!src) {
    return (
      <div className={`${classNames} ${classes.imageFallback}`} role="img" aria-label={title}>
        <span aria-hidden="true">{title.charAt(0)}</span>
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={title}
      className={classNames}
      width={480}
      height={270}
      loading={isEager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
