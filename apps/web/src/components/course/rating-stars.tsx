import { useLingui } from '@lingui/react';
import { useActiveLocale } from '../../i18n/use-active-locale';
import { formatRating } from '../../lib/format-basics';
import classes from './course.module.css';

interface RatingStarsProps {
  average: number;
  size?: number;
}

/** Five stars filled to the average (read-only); announced as "Rated 4.7 out of 5". */
export function RatingStars({ average, size = 14 }: RatingStarsProps) {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const percent = Math.max(0, Math.min(100, (average / 5) * 100));
  return (
    <span
      className={classes.stars}
      role="img"
      aria-label={_('rating.outOfFive', { rating: formatRating(average, locale) })}
      style={{ fontSize: size }}
    >
      <span aria-hidden="true">★★★★★</span>
      <span aria-hidden="true" className={classes.starsFill} style={{ width: `${percent}%` }}>
        ★★★★★
      </span>
    </span>
  );
}
