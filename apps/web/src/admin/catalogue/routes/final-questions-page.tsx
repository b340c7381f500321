import { useLingui } from '@lingui/react';
import { Paper } from '@mantine/core';
import { QuestionsPanel } from '../components/questions-panel';
import { useEditedCourse } from './course-layout';

/** /admin/courses/:courseId/final-questions: the final assessment's pool. */
export function FinalQuestionsPage() {
  const { _ } = useLingui();
  const course = useEditedCourse();
  const rules = { attempts: course.finalAttempts, passMark: course.passMark };
  return (
    <Paper withBorder p="md" radius="md">
      <QuestionsPanel
        set={{ kind: 'final', courseId: course.id }}
        title={_('editor.final.title')}
        description={
          course.finalQuestionCount === null
            ? _('editor.final.everyQuestion', rules)
            : _('editor.final.drawn', { ...rules, count: course.finalQuestionCount })
        }
      />
    </Paper>
  );
}
