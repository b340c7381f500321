import { Paper } from '@mantine/core';
import { QuestionsPanel } from '../components/questions-panel';
import { useEditedCourse } from './course-layout';

/** /admin/courses/:courseId/final-questions: the final assessment's pool. */
export function FinalQuestionsPage() {
  const course = useEditedCourse();
  const drawn =
    course.finalQuestionCount === null
      ? 'every question of the pool'
      : `${course.finalQuestionCount} questions drawn at random from the pool`;
  return (
    <Paper withBorder p="md" radius="md">
      <QuestionsPanel
        set={{ kind: 'final', courseId: course.id }}
        title="Final assessment questions"
        description={`Each attempt asks ${drawn}; ${course.finalAttempts} attempts, pass mark ${course.passMark}%.`}
      />
    </Paper>
  );
}
