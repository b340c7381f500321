import type { CourseProgress } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Group, Text } from '@mantine/core';
import { useId } from 'react';
import { useActiveLocale } from '../../../i18n/use-active-locale';
import { formatPercentIn } from '../lib/localized';
import classes from './learning.module.css';

interface CourseProgressBarProps {
  progress: CourseProgress;
  /** What the bar measures, for screen readers ("Progress in Modern JavaScript"). */
  label: string;
}

/** "3 of 8 chapters · 37%" above a bar; the bar is a labelled progressbar with the same words. */
export function CourseProgressBar({ progress, label }: CourseProgressBarProps) {
  const textId = useId();
  const { _ } = useLingui();
  const percent = formatPercentIn(progress.percent, useActiveLocale());
  const counts = { completed: progress.completed, total: progress.total };
  const summary = _('learning.progress.summary', counts);
  return (
    <div className={classes.progress}>
      <Group justify="space-between" gap="xs" wrap="nowrap" id={textId}>
        <Text size="sm">{summary}</Text>
        <Text size="sm" fw={700}>
          {percent}
        </Text>
      </Group>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={_('learning.progress.valueText', { ...counts, percent })}
        className={classes.progressTrack}
      >
        <div className={classes.progressFill} style={{ width: `${progress.percent}%` }} />
      </div>
    </div>
  );
}
