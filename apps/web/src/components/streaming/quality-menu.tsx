import { useLingui } from '@lingui/react';
import { NativeSelect } from '@mantine/core';
import type { QualityLevel } from './playback-support';

interface QualityMenuProps {
  levels: QualityLevel[];
  /** The rendition playing now (-1 before the first one). */
  playingLevel: number;
  /** The learner's choice: a rendition, or -1 for Auto. */
  chosenLevel: number;
  onChoose: (index: number) => void;
  className?: string;
}

/**
 * The stream's quality: Auto (which names the rendition it is playing) or one rendition by height,
 * highest first. A native select, so the keyboard and screen readers work as everywhere else.
 */
export function QualityMenu({ levels, playingLevel, chosenLevel, onChoose, className }: QualityMenuProps) {
  const { _ } = useLingui();
  const playing = levels[playingLevel];
  const options = levels
    .map((level, index) => ({ value: String(index), label: `${level.height}p`, height: level.height }))
    .sort((a, b) => b.height - a.height)
    .map(({ value, label }) => ({ value, label }));
  return (
    <NativeSelect
      label={_('video.quality.label')}
      data={[
        {
          value: '-1',
          label: playing
            ? _('video.quality.autoPlaying', { height: playing.height })
            : _('video.quality.auto'),
        },
        ...options,
      ]}
      value={String(chosenLevel)}
      onChange={(event) => onChoose(Number(event.currentTarget.value))}
      className={className}
      size="xs"
    />
  );
}
