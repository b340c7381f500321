import type { Review } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Avatar, Group, Stack, Text } from '@mantine/core';
import { avatarImageProps } from '../../../components/avatar-image';
import { EarlyReviewBadge } from '../../../components/course/early-review-badge';
import { RatingStars } from '../../../components/course/rating-stars';
import { useActiveLocale } from '../../../i18n/use-active-locale';
import { formatDate } from '../../../lib/format';
import { dateLocale } from '../lib/localized';

/** The latest reviews: who, how many stars, when, and what they wrote. */
export function ReviewList({ reviews }: { reviews: Review[] }) {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  if (reviews.length === 0) {
    return <Text c="dimmed">{_('catalogue.reviews.empty')}</Text>;
  }
  return (
    <Stack component="ul" gap="lg" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
      {reviews.map((review) => (
        <li key={review.id}>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Avatar
              src={review.author.avatarUrl}
              imageProps={avatarImageProps(review.author.avatarSrcSet, 38, true)}
              alt={review.author.name}
              radius="xl"
              color="cyan"
            >
              {review.author.name.charAt(0).toUpperCase()}
            </Avatar>
            <Stack gap={4} miw={0}>
              <Text fw={700} size="sm">
                {review.author.name}
              </Text>
              <Group gap="xs">
                <RatingStars average={review.rating} />
                <Text size="xs" c="dimmed">
                  {formatDate(review.createdAt, dateLocale(locale))}
                </Text>
                {review.isEarly ? <EarlyReviewBadge /> : null}
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {review.comment}
              </Text>
            </Stack>
          </Group>
        </li>
      ))}
    </Stack>
  );
}
