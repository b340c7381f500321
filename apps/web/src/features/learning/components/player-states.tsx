import { Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './player.module.css';

interface PlayerMessageProps {
  title: string;
  children: ReactNode;
  actions: ReactNode;
}

/** A full-page explanation with a way on, in place of the player. */
export function PlayerMessage({ title, children, actions }: PlayerMessageProps) {
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{children}</Text>
        <Group justify="center">{actions}</Group>
      </Stack>
    </Container>
  );
}

/** Someone opened the player of a course they have not bought. */
export function NotOwnedMessage({ slug }: { slug: string }) {
  return (
    <PlayerMessage
      title="You do not own this course yet"
      actions={
        <>
          <Button component={Link} to={`/courses/${encodeURIComponent(slug)}`}>
            See the course
          </Button>
          <Button component={Link} to="/my-learning" variant="default">
            My learning
          </Button>
        </>
      }
    >
      Buy the course to study every chapter; its free previews are on the course page.
    </PlayerMessage>
  );
}

/** The address names a course or chapter that does not exist. */
export function PlayerNotFound({ what }: { what: 'course' | 'chapter' }) {
  return (
    <PlayerMessage
      title={what === 'course' ? 'Course not found' : 'Chapter not found'}
      actions={
        <Button component={Link} to="/my-learning">
          Go to My learning
        </Button>
      }
    >
      {what === 'course'
        ? 'This course does not exist or is no longer available.'
        : 'This chapter is not part of this course. It may have been moved or removed.'}
    </PlayerMessage>
  );
}

/** The player's two columns in outline while the course loads. */
export function PlayerSkeleton() {
  return (
    <div className={classes.player} role="status" aria-label="Loading the course…">
      <Stack gap="sm" aria-hidden="true" visibleFrom="md">
        <Skeleton height={22} width="60%" />
        <Skeleton height={8} />
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <Skeleton key={index} height={36} />
        ))}
      </Stack>
      <Stack gap="md" aria-hidden="true">
        <Skeleton height={32} width="70%" />
        <Skeleton className={classes.videoSkeleton} />
        <Skeleton height={14} />
        <Skeleton height={14} width="85%" />
      </Stack>
    </div>
  );
}

/** The chapter's column while its content loads (the outline is already there). */
export function ChapterSkeleton() {
  return (
    <Stack gap="md" role="status" aria-label="Loading the chapter…">
      <Skeleton height={32} width="70%" />
      <Skeleton className={classes.videoSkeleton} />
      <Skeleton height={14} />
      <Skeleton height={14} width="85%" />
    </Stack>
  );
}
