import { useLingui } from '@lingui/react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { CheckIcon } from '../../../components/icons';
import classes from './course-page.module.css';

/** "What you'll learn": the course's outcomes with ticks. */
export function CourseOutcomes({ outcomes }: { outcomes: string[] }) {
  const { _ } = useLingui();
  if (outcomes.length === 0) return null;
  return (
    <Paper component="section" withBorder radius="md" p="lg" aria-labelledby="course-outcomes-title">
      <Title order={2} size="h3" id="course-outcomes-title" mb="md">
        {_('catalogue.course.outcomes')}
      </Title>
      <ul className={classes.outcomes}>
        {outcomes.map((outcome) => (
          <li key={outcome} className={classes.outcome}>
            <CheckIcon size={16} className={classes.outcomeIcon} />
            <Text size="sm">{outcome}</Text>
          </li>
        ))}
      </ul>
    </Paper>
  );
}

/** "Requirements": what a learner needs before starting. */
export function CourseRequirements({ requirements }: { requirements: string[] }) {
  const { _ } = useLingui();
  if (requirements.length === 0) return null;
  return (
    <Stack component="section" gap="sm" aria-labelledby="course-requirements-title">
      <Title order={2} size="h3" id="course-requirements-title">
        {_('catalogue.course.requirements')}
      </Title>
      <ul>
        {requirements.map((requirement) => (
          <li key={requirement}>
            <Text size="sm">{requirement}</Text>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
