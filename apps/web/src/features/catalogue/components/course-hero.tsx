import type { CourseDetails } from '@coursewise/contract';
import { Anchor, Badge, Container, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { languageName } from '../../../components/course/language';
import { LEVEL_LABELS } from '../../../components/course/level';
import { RatingStars } from '../../../components/course/rating-stars';
import { ClockIcon, UsersIcon } from '../../../components/icons';
import { formatDuration, formatMonthYear, formatRating, pluralise } from '../../../lib/format';
import classes from './course-page.module.css';

/** The course page's dark band: where it sits, what it is, how it is rated, who teaches it. */
export function CourseHero({ course }: { course: CourseDetails }) {
  return (
    <div className={classes.hero}>
      <Container size="lg">
        <div className={classes.heroText}>
          <nav aria-label="Breadcrumb">
            <ol className={classes.breadcrumbs}>
              <li>
                <Anchor component={Link} to="/courses" c="cyan.2" size="sm">
                  Courses
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
                New
              </Text>
            ) : (
              <Group gap={6} wrap="nowrap">
                <Text fw={700} c="orange.3" aria-hidden="true">
                  {formatRating(course.rating.average)}
                </Text>
                <RatingStars average={course.rating.average} size={16} />
                <Text size="sm">({pluralise(course.rating.count, 'rating')})</Text>
              </Group>
            )}
            <Group gap={6} wrap="nowrap">
              <UsersIcon size={16} />
              <Text size="sm">{pluralise(course.learners, 'learner')}</Text>
            </Group>
          </Group>
          <Text size="sm" mt="xs">
            Created by <strong>{course.instructor.name || course.instructorName}</strong>
          </Text>
          <Group gap="md" mt="xs" className={classes.meta}>
            <Badge color="violet" variant="filled" radius="sm">
              {LEVEL_LABELS[course.level]}
            </Badge>
            <Group gap={6} wrap="nowrap">
              <ClockIcon size={16} />
              <Text size="sm">{formatDuration(course.durationMinutes)} in total</Text>
            </Group>
            <Text size="sm">Last updated {formatMonthYear(course.updatedAt)}</Text>
            <Text size="sm">{languageName(course.language)}</Text>
          </Group>
        </div>
      </Container>
    </div>
  );
}
