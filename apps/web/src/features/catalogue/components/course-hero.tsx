import type { CourseDetails } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Anchor, Badge, Container, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { RatingStars } from '../../../components/course/rating-stars';
import { ClockIcon, UsersIcon } from '../../../components/icons';
import { useActiveLocale } from '../../../i18n/use-active-locale';
import { formatMonthYear } from '../../../lib/format';
import { useFormatDuration } from '../hooks/use-format-duration';
import { LANGUAGE_OPTIONS, LEVEL_OPTIONS, labelOf } from '../lib/labels';
import { dateLocale, formatRatingIn } from '../lib/localized';
import { richMessage } from '../lib/rich-message';
import classes from './course-page.module.css';

/** The course page's dark band: where it sits, what it is, how it is rated, who teaches it. */
export function CourseHero({ course }: { course: CourseDetails }) {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const formatDuration = useFormatDuration();
  const levelId = labelOf(LEVEL_OPTIONS, course.level);
  const languageId = labelOf(LANGUAGE_OPTIONS, course.language);
  return (
    <div className={classes.hero}>
      <Container size="lg">
        <div className={classes.heroText}>
          <nav aria-label={_('catalogue.hero.breadcrumb')}>
            <ol className={classes.breadcrumbs}>
              <li>
                <Anchor component={Link} to="/courses" c="cyan.2" size="sm">
                  {_('catalogue.hero.courses')}
                </Anchor>
              </li>
              <li>
                <Anchor
                  component={Link}
                  to={`/courses?category=${encodeURIComponent(course.category.slug)}`}
                  c="cyan.2"
                  size="sm"
                >
                  {course.category.name}
                </Anchor>
              </li>
            </ol>
          </nav>
          <Title order={1} className={classes.title}>
            {course.title}
          </Title>
          {course.subtitle ? (
            <Text size="lg" className={classes.subtitle}>
              {course.subtitle}
            </Text>
          ) : null}
          <Group gap="md" mt="sm" className={classes.meta}>
            {course.rating.count === 0 ? (
              <Text fw={700} c="orange.3">
                {_('catalogue.rating.new')}
              </Text>
            ) : (
              <Group gap={6} wrap="nowrap">
                <Text fw={700} c="orange.3" aria-hidden="true">
                  {formatRatingIn(course.rating.average, locale)}
                </Text>
                <RatingStars average={course.rating.average} size={16} />
                <Text size="sm">{_('catalogue.hero.ratingCount', { count: course.rating.count })}</Text>
              </Group>
            )}
            <Group gap={6} wrap="nowrap">
              <UsersIcon size={16} />
              <Text size="sm">{_('catalogue.hero.learners', { count: course.learners })}</Text>
            </Group>
          </Group>
          <Text size="sm" mt="xs">
            {richMessage(
              _('catalogue.hero.createdBy', { name: course.instructor.name || course.instructorName }),
              { 0: (name) => <strong>{name}</strong> },
            )}
          </Text>
          <Group gap="md" mt="xs" className={classes.meta}>
            <Badge color="violet" variant="filled" radius="sm">
              {levelId ? _(levelId) : course.level}
            </Badge>
            <Group gap={6} wrap="nowrap">
              <ClockIcon size={16} />
              <Text size="sm">
                {_('catalogue.hero.totalDuration', { duration: formatDuration(course.durationMinutes) })}
              </Text>
            </Group>
            <Text size="sm">
              {_('catalogue.hero.updated', { date: formatMonthYear(course.updatedAt, dateLocale(locale)) })}
            </Text>
            <Text size="sm">{languageId ? _(languageId) : course.language}</Text>
          </Group>
        </div>
      </Container>
    </div>
  );
}
