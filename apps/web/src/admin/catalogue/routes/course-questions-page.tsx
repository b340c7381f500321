import { useLingui } from '@lingui/react';
import { Stack, Text, Title } from '@mantine/core';
import { CourseDiscussions } from '../../../components/discussions/course-discussions';
import { useEditedCourse } from './course-layout';

/**
 * …/courses/:courseId/questions (console and studio): the learners' questions, unanswered first; a
 * reply written here is marked as the answer (the server knows who teaches the course).
 */
export function CourseQuestionsPage() {
  const { _ } = useLingui();
  const course = useEditedCourse();
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={2} size="h3">
          {_('editor.learnerQuestions.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {_('editor.learnerQuestions.description')}
        </Text>
      </Stack>
      <CourseDiscussions courseId={course.id} defaultFilter="unanswered" />
    </Stack>
  );
}
