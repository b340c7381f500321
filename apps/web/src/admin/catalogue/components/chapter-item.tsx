import type { AdminChapterSummary } from '@coursewise/contract';
import { Anchor, Badge, Button, Group, Menu, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { formatDuration, pluralise } from '../../../lib/format';
import { useEditorApi } from '../api/editor-context';

/** A module a chapter can move to. */
export interface MoveTarget {
  id: string;
  title: string;
}

interface ChapterItemProps {
  courseId: string;
  chapter: AdminChapterSummary;
  /** The course's other modules; "Move to module" shows when there is one. */
  moveTargets: readonly MoveTarget[];
  onMove: (moduleId: string) => void;
  /** Just moved here: the title takes focus, since the row the admin acted on is gone. */
  hasFocus?: boolean;
  onDelete: () => void;
}

/** One chapter in the curriculum: its title (opens the editor), type, length, preview flag and quiz. */
export function ChapterItem({
  courseId,
  chapter,
  moveTargets,
  onMove,
  hasFocus,
  onDelete,
}: ChapterItemProps) {
  const { coursesPath } = useEditorApi();
  const title = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (hasFocus) title.current?.focus();
  }, [hasFocus]);

  return (
    // On a phone the actions go under the title rather than squeezing it.
    <Group justify="space-between" gap="xs">
      <Group gap="xs" wrap="wrap">
        <Anchor
          ref={title}
          component={Link}
          to={`${coursesPath}/${courseId}/chapters/${chapter.id}`}
          fw={600}
        >
          {chapter.title}
        </Anchor>
        <Badge variant="light" color={chapter.type === 'video' ? 'violet' : 'cyan'}>
          {chapter.type === 'video' ? 'Video' : 'Text'}
        </Badge>
        {chapter.isPreview ? (
          <Badge variant="outline" color="teal">
            Free preview
          </Badge>
        ) : null}
        <Text size="sm" c="dimmed">
          {formatDuration(chapter.durationMinutes)}
          {chapter.questionCount > 0 ? ` · Quiz: ${pluralise(chapter.questionCount, 'question')}` : ''}
          {chapter.type === 'video' && !chapter.hasVideo ? ' · No video yet' : ''}
        </Text>
      </Group>
      <Group gap={4} wrap="nowrap">
        {moveTargets.length > 0 ? (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button size="xs" variant="default" aria-label={`Move to module: ${chapter.title}`}>
                Move to module
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>Move “{chapter.title}” to</Menu.Label>
              {moveTargets.map((target) => (
                <Menu.Item key={target.id} onClick={() => onMove(target.id)}>
                  {target.title}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        ) : null}
        <Button
          size="xs"
          variant="subtle"
          color="red"
          onClick={onDelete}
          aria-label={`Delete chapter ${chapter.title}`}
        >
          Delete
        </Button>
      </Group>
    </Group>
  );
}
