import type { CourseDetails } from '@coursewise/contract';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { RatingStars } from '../../../components/course/rating-stars';
import { formatRating, pluralise } from '../../../lib/format';
import { ratingShares } from '../lib/course-stats';
import classes from './course-page.module.css';

interface RatingSummaryProps {
  rating: CourseDetails['rating'];
  breakdown: CourseDetails['ratingBreakdown'];
}

/** The average rating and five bars with the share of each star count. */
export function RatingSummary({ rating, breakdown }: RatingSummaryProps) {
  // A course nobody has rated yet is new, not scored zero.
  if (rating.count === 0) {
    return (
      <Text size="sm" c="dimmed">
        {/* Orange 9 is 4.3:1 on white; the darker orange of the rating value is 5.2:1 (WCAG AA). */}
        <Text span fw={700} c="#c2410c">
          New
        </Text>{' '}
        · No ratings yet
      </Text>
    );
  }
  return (
    <Group gap="xl" align="center" wrap="wrap">
      <Stack gap={4} align="center">
        <Text fz={48} fw={800} lh={1} c="orange.9">
          {formatRating(rating.average)}
        </Text>
        <RatingStars average={rating.average} size={18} />
        <Text size="sm" c="dimmed">
          Course rating · {pluralise(rating.count, 'rating')}
        </Text>
      </Stack>
      <ul style={{ flex: 1, minWidth: '14rem', margin: 0, padding: 0, listStyle: 'none' }}>
        {ratingShares(breakdown).map((share) => (
          <li key={share.stars} className={classes.breakdownRow}>
            <Text size="sm">{pluralise(share.stars, 'star')}</Text>
            <Progress
              value={share.percent}
              color="orange.6"
              size="md"
              aria-label={`${pluralise(share.stars, 'star')}: ${share.percent}% of ratings`}
            />
            <Text size="sm" ta="right">
              {share.percent}%
            </Text>
          </li>
        ))}
      </ul>
    </Group>
  );
}
