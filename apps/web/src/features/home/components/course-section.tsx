import type { CourseSort } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Anchor, Container, Group, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useCourses } from '../../../api/get-courses';
import { CourseGrid, CourseGridSkeleton } from '../../../components/course/course-grid';
import { QueryError } from '../../../components/query-error';
import classes from './home.module.css';

interface CourseSectionProps {
  id: string;
  title: string;
  sort: CourseSort;
  /** The catalogue link that shows all courses in this order. */
  seeAllLabel: string;
  eagerImages?: number;
  /** The first card's cover is the page's largest picture (the server preloads it). */
  hasPriorityImage?: boolean;
}

const LIMIT = 8;

/** A titled row of course cards on the home page (most popular, top rated). */
export function CourseSection({
  id,
  title,
  sort,
  seeAllLabel,
  eagerImages,
  hasPriorityImage,
}: CourseSectionProps) {
  const courses = useCourses({ sort, limit: LIMIT });
  const { _ } = useLingui();
  const headingId = `${id}-title`;

  return (
    <section className={classes.section} aria-labelledby={headingId}>
      <Container size="lg">
        <Group justify="space-between" align="baseline" mb="md" gap="xs">
          <Title order={2} id={headingId}>
            {title}
          </Title>
          <Anchor component={Link} to={`/courses?sort=${sort}`} fw={600}>
            {seeAllLabel}
          </Anchor>
        </Group>
        {courses.isPending ? (
          <CourseGridSkeleton count={4} />
        ) : courses.isError ? (
          <QueryError
            error={courses.error}
            onRetry={() => void courses.refetch()}
            title={_('home.coursesError')}
          />
        ) : (
          <CourseGrid
            courses={courses.data.items}
            eagerImages={eagerImages}
            hasPriorityImage={hasPriorityImage}
          />
        )}
      </Container>
    </section>
  );
}
