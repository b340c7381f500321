import type { CourseSummary } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Badge, Group, Text } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { usePriceFormatter } from '../../hooks/use-currency';
import { useActiveLocale } from '../../i18n/use-active-locale';
import { formatRating } from '../../lib/format-basics';
import { selectIsLoggedIn, useAppSelector } from '../../store';
import classes from './course.module.css';
import { CourseImage } from './course-image';
import { levelLabel } from './level';
import { RatingStars } from './rating-stars';
import { WishlistButton } from './wishlist-button';

interface CourseCardProps {
  course: CourseSummary;
  headingOrder?: 2 | 3;
  /** Extra buttons under the card (the wishlist page's "Remove" and "Move to cart"); they replace the heart. */
  actions?: ReactNode;
  /** The first cards of a page are visible at once: load their pictures eagerly. */
  isImageEager?: boolean;
  /** The page's largest picture (the first card of its first grid): fetched first, as the server preloads it. */
  isImagePriority?: boolean;
}

/** A course in a grid: the whole card opens the course; the heart (signed in) toggles the wishlist. */
export function CourseCard({
  course,
  headingOrder = 3,
  actions,
  isImageEager = false,
  isImagePriority = false,
}: CourseCardProps) {
  const titleId = useId();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const formatPrice = usePriceFormatter();
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const Heading = headingOrder === 2 ? 'h2' : 'h3';

  return (
    <article className={classes.card} aria-labelledby={titleId}>
      <div className={classes.media}>
        <CourseImage
          src={course.imageUrl}
          srcSet={course.imageSrcSet}
          title={course.title}
          isEager={isImageEager}
          isPriority={isImagePriority}
        />
        {isLoggedIn && !actions ? (
          <WishlistButton courseId={course.id} isWishlisted={Boolean(course.isWishlisted)} />
        ) : null}
      </div>
      <div className={classes.body}>
        <Heading className={classes.title} id={titleId}>
          <Link to={`/courses/${course.slug}`} className={classes.titleLink}>
            {course.title}
          </Link>
        </Heading>
        <Text size="sm" c="dimmed" truncate="end">
          {course.instructorName}
        </Text>
        {/* Unrated courses say "New": "0.0 ★ (0 ratings)" reads as a bad score. */}
        {course.rating.count === 0 ? (
          <Text size="sm" fw={700} className={classes.ratingValue}>
            {_('courseCard.new')}
          </Text>
        ) : (
          <Group gap={6} wrap="nowrap">
            <Text size="sm" fw={700} className={classes.ratingValue} aria-hidden="true">
              {formatRating(course.rating.average, locale)}
            </Text>
            <RatingStars average={course.rating.average} />
            <Text size="xs" c="dimmed">
              ({_('courseCard.ratings', { count: course.rating.count })})
            </Text>
          </Group>
        )}
        <Text size="xs" c="dimmed">
          {_('courseCard.learners', { count: course.learners })}
        </Text>
        <Group justify="space-between" gap="xs" mt="auto" wrap="nowrap">
          <Text fw={800} size="lg">
            {course.price === 0 ? _('courseCard.free') : formatPrice(course.price)}
          </Text>
          <Badge variant="light" color="violet" radius="sm">
            {levelLabel(_, course.level)}
          </Badge>
        </Group>
        {actions ? <div className={classes.actions}>{actions}</div> : null}
      </div>
    </article>
  );
}
