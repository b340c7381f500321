import { useLingui } from '@lingui/react';
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
  const { _ } = useLingui();
  return (
    <PlayerMessage
      title={_('learning.notOwned.title')}
      actions={
        <>
          <Button component={Link} to={`/courses/${encodeURIComponent(slug)}`}>
            {_('learning.notOwned.seeCourse')}
          </Button>
          <Button component={Link} to="/my-learning" variant="default">
            {_('learning.myLearning.title')}
          </Button>
        </>
      }
    >
      {_('learning.notOwned.text')}
    </PlayerMessage>
  );
}

/** The address names a course or chapter that does not exist. */
export function PlayerNotFound({ what }: { what: 'course' | 'chapter' }) {
  const { _ } = useLingui();
  return (
    <PlayerMessage
      title={what === 'course' ? _('learning.notFound.course') : _('learning.notFound.chapter')}
      actions={
        <Button component={Link} to="/my-learning">
          {_('learning.goToMyLearning')}
        </Button>
      }
    >
      {what === 'course' ? _('learning.notFound.courseText') : _('learning.notFound.chapterText')}
    </PlayerMessage>
  );
}

/** The player's two columns in outline while the course loads. */
export function PlayerSkeleton() {
  const { _ } = useLingui();
  return (
    <div className={classes.player} role="status" aria-label={_('learning.player.loadingCourse')}>
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
  const { _ } = useLingui();
  return (
    <Stack gap="md" role="status" aria-label={_('learning.player.loadingChapter')}>
      <Skeleton height={32} width="70%" />
      <Skeleton className={classes.videoSkeleton} />
      <Skeleton height={14} />
      <Skeleton height={14} width="85%" />
    </Stack>
  );
}
