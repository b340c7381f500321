import { useLingui } from '@lingui/react';
import { Container, Grid, Skeleton, Stack } from '@mantine/core';
import classes from './course-page.module.css';

/** The course page's shape while it loads. */
export function CoursePageSkeleton() {
  const { _ } = useLingui();
  return (
    <div role="status" aria-label={_('catalogue.course.loading')}>
      <div className={classes.hero} aria-hidden="true">
        <Container size="lg">
          <Stack gap="sm" className={classes.heroText}>
            <Skeleton height={14} width={160} />
            <Skeleton height={36} width="90%" />
            <Skeleton height={18} width="70%" />
            <Skeleton height={14} width="50%" />
          </Stack>
        </Container>
      </div>
      <Container size="lg" py="xl" aria-hidden="true">
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md">
              <Skeleton height={180} radius="md" />
              <Skeleton height={48} radius="md" />
              <Skeleton height={48} radius="md" />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Skeleton height={360} radius="lg" />
          </Grid.Col>
        </Grid>
      </Container>
    </div>
  );
}
