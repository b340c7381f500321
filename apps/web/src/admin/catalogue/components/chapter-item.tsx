import type { AdminChapterSummary } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Anchor, Badge, Button, Group, Menu, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useEditorApi } from '../api/editor-context';
import { formatLength } from '../lib/editor-i18n';

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
  const { _ } = useLingui();
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
          {chapter.type === 'video' ? _('editor.chapter.typeVideo') : _('editor.chapter.typeText')}
        </Badge>
        {chapter.isPreview ? (
          <Badge variant="outline" color="teal">
            {_('editor.chapter.freePreview')}
          </Badge>
        ) : null}
        <Text size="sm" c="dimmed">
          {formatLength(chapter.durationMinutes, _)}
          {chapter.questionCount > 0
            ? ` · ${_('editor.chapter.quiz', { count: chapter.questionCount })}`
            : ''}
          {chapter.type === 'video' && !chapter.hasVideo ? ` · ${_('editor.chapter.noVideo')}` : ''}
        </Text>
      </Group>
      <Group gap={4} wrap="nowrap">
        {moveTargets.length > 0 ? (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button
                size="xs"
                variant="default"
                aria-label={_('editor.chapter.moveLabel', { title: chapter.title })}
              >
                {_('editor.chapter.move')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>{_('editor.chapter.moveTo', { title: chapter.title })}</Menu.Label>
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
          aria-label={_('editor.chapter.deleteLabel', { title: chapter.title })}
        >
          {_('editor.common.delete')}
        </Button>
      </Group>
    </Group>
  );
}
