import type { CourseDetails } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Button, Text } from '@mantine/core';
import { DocumentIcon, PlayIcon } from '../../../components/icons';
import { useFormatDuration } from '../hooks/use-format-duration';
import classes from './course-page.module.css';

type Chapter = CourseDetails['modules'][number]['chapters'][number];

interface ChapterRowProps {
  chapter: Chapter;
  /** Offer the preview though the chapter is not free (an admin's preview of a draft). */
  isPreviewable?: boolean;
  /** Opens the preview; gets the button, so focus can go back to it afterwards. */
  onPreview: (trigger: HTMLElement) => void;
}

/** One chapter in the outline: its kind, title, length, and a "Preview" button when it is free. */
export function ChapterRow({ chapter, isPreviewable = chapter.isPreview, onPreview }: ChapterRowProps) {
  const { _ } = useLingui();
  const formatDuration = useFormatDuration();
  const Icon = chapter.type === 'video' ? PlayIcon : DocumentIcon;
  return (
    <li className={classes.chapter}>
      <Icon size={16} className={classes.chapterIcon} />
      <span className={classes.chapterTitle}>
        <Text component="span" size="sm">
          {chapter.title}
        </Text>
        <Text component="span" size="xs" c="dimmed">
          {' '}
          {chapter.type === 'video' ? _('catalogue.chapter.video') : _('catalogue.chapter.reading')}
        </Text>
      </span>
      {isPreviewable ? (
        <Button
          variant="light"
          color="cyan"
          size="compact-xs"
          radius="xl"
          onClick={(event) => onPreview(event.currentTarget)}
          aria-label={_('catalogue.chapter.previewLabel', { title: chapter.title })}
        >
          {_('catalogue.chapter.preview')}
        </Button>
      ) : null}
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {formatDuration(chapter.durationMinutes)}
      </Text>
    </li>
  );
}
