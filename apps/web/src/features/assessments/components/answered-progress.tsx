import { useLingui } from '@lingui/react';
import { Group, Text } from '@mantine/core';
import { useActiveLocale } from '../../../i18n/use-active-locale';
import { formatPercent } from '../lib/intl';
import classes from './question-form.module.css';

interface AnsweredProgressProps {
  answered: number;
  total: number;
}

/** "3 of 8 answered" above a bar, kept in view while the learner scrolls through the questions. */
export function AnsweredProgress({ answered, total }: AnsweredProgressProps) {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const percent = total === 0 ? 0 : Math.round((answered / total) * 100);
  const summary = _('assessments.form.answered', { answered, total });
  return (
    <div className={classes.answered}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600}>
          {summary}
        </Text>
        <Text size="sm" c="dimmed">
          {formatPercent(percent, locale)}
        </Text>
      </Group>
      <div
        role="progressbar"
        aria-label={_('assessments.form.answeredLabel')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={answered}
        aria-valuetext={summary}
        className={classes.track}
      >
        <div className={classes.fill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
