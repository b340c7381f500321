import type { CourseDetails } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { RatingStars } from '../../../components/course/rating-stars';
import { useActiveLocale } from '../../../i18n/use-active-locale';
import { ratingShares } from '../lib/course-stats';
import { formatPercentIn, formatRatingIn } from '../lib/localized';
import { richMessage } from '../lib/rich-message';
import classes from './course-page.module.css';

interface RatingSummaryProps {
  rating: CourseDetails['rating'];
  breakdown: CourseDetails['ratingBreakdown'];
}

/** The average rating and five bars with the share of each star count. */
export function RatingSummary({ rating, breakdown }: RatingSummaryProps) {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  // A course nobody has rated yet is new, not scored zero.
  if (rating.count === 0) {
    return (
      <Text size="sm" c="dimmed">
        {/* Orange 9 is 4.3:1 on white; the darker orange of the rating value is 5.2:1 (WCAG AA). */}
        {richMessage(_('catalogue.rating.none'), {
          0: (word) => (
            <Text span fw={700} c="#c2410c">
              {word}
            </Text>
          ),
        })}
      </Text>
    );
  }
  return (
    <Group gap="xl" align="center" wrap="wrap">
      <Stack gap={4} align="center">
        <Text fz={48} fw={800} lh={1} c="orange.9">
          {formatRatingIn(rating.average, locale)}
        </Text>
        <RatingStars average={rating.average} size={18} />
        <Text size="sm" c="dimmed">
          {_('catalogue.rating.summary', { count: rating.count })}
        </Text>
      </Stack>
      <ul style={{ flex: 1, minWidth: '14rem', margin: 0, padding: 0, listStyle: 'none' }}>
        {ratingShares(breakdown).map((share) => (
          <li key={share.stars} className={classes.breakdownRow}>
            <Text size="sm">{_('catalogue.rating.stars', { count: share.stars })}</Text>
            <Progress
              value={share.percent}
              color="orange.6"
              size="md"
              aria-label={_('catalogue.rating.share', {
                count: share.stars,
                percent: formatPercentIn(share.percent, locale),
              })}
            />
            <Text size="sm" ta="right">
              {formatPercentIn(share.percent, locale)}
            </Text>
          </li>
        ))}
      </ul>
    </Group>
  );
}
