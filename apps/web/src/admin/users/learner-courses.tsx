import type { AdminUserDetail, SupportCourse } from '@coursewise/contract';
import {
  Badge,
  Button,
  Group,
  Modal,
  NumberInput,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import { formatDate } from '../../lib/format';
import { useGrantFinalAttempts } from './learner-api';

const FINAL_STATUS: Record<SupportCourse['final']['status'], string> = {
  none: 'No final',
  locked: 'Chapters left',
  open: 'Open',
  exhausted: 'No attempts left',
  passed: 'Passed',
};

/** The learner's courses: progress, quizzes, the final, and "Grant another attempt". */
export function LearnerCourses({ learner }: { learner: AdminUserDetail }) {
  const [granting, setGranting] = useState<SupportCourse | null>(null);
  const [extra, setExtra] = useState<number | string>(1);
  const grant = useGrantFinalAttempts(learner.id);
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Courses
      </Title>
      {learner.courses.length === 0 ? (
        <Text c="dimmed">No courses yet.</Text>
      ) : (
        // Native scrolling, and focusable: on a phone the table overflows and the keyboard must scroll it.
        <Table.ScrollContainer
          minWidth={640}
          type="native"
          tabIndex={0}
          role="region"
          aria-label="Courses table"
        >
          <Table striped aria-label="Courses">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Course</Table.Th>
                <Table.Th scope="col">Progress</Table.Th>
                <Table.Th scope="col">Chapter quizzes</Table.Th>
                <Table.Th scope="col">Final</Table.Th>
                <Table.Th scope="col">Last activity</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {learner.courses.map((course) => (
                <Table.Tr key={course.courseId}>
                  <Table.Td>{course.title}</Table.Td>
                  <Table.Td>
                    {course.progress.percent} % ({course.progress.completed}/{course.progress.total})
                  </Table.Td>
                  <Table.Td>
                    {course.quizzes.passed} of {course.quizzes.total} passed
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={course.final.status === 'exhausted' ? 'red' : 'gray'}>
                      {FINAL_STATUS[course.final.status]}
                    </Badge>{' '}
                    {course.final.attemptsUsed}/{course.final.attemptsAllowed} attempts
                  </Table.Td>
                  <Table.Td>{course.lastActivityAt ? formatDate(course.lastActivityAt) : '—'}</Table.Td>
                  <Table.Td>
                    {course.final.status !== 'none' && course.final.status !== 'passed' ? (
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={`Grant another attempt at ${course.title}`}
                        onClick={() => {
                          setExtra(1);
                          setGranting(course);
                        }}
                      >
                        Grant another attempt
                      </Button>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal opened={granting !== null} onClose={() => setGranting(null)} title="Grant final attempts">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!granting || typeof extra !== 'number') return;
            grant.mutate({ courseId: granting.courseId, extra }, { onSuccess: () => setGranting(null) });
          }}
        >
          <Stack>
            <Text>
              {learner.email} has used {granting?.final.attemptsUsed} of {granting?.final.attemptsAllowed}{' '}
              attempts at the final of “{granting?.title}”. The grant is recorded in the audit log.
            </Text>
            <NumberInput
              label="More attempts"
              min={1}
              max={10}
              allowDecimal={false}
              value={extra}
              onChange={setExtra}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setGranting(null)}>
                Cancel
              </Button>
              <Button type="submit" loading={grant.isPending}>
                Grant
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
