import type { CourseInstructor } from '@coursewise/contract';
import { Badge, Button, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { Type } from '@sinclair/typebox';
import { useState } from 'react';
import { PageLoader } from '../../components/page-loader';
import { QueryError } from '../../components/query-error';
import { emailField } from '../../lib/form-schemas';
import { useAppSelector } from '../../store';
import { useEditedCourse } from '../catalogue/routes/course-layout';
import { ConfirmDialog } from '../components/confirm-dialog';
import { showSaveError, useAdminForm } from '../lib/admin-form';
import { useCourseInstructors, useInviteInstructor, useRemoveInstructor } from './co-instructors-api';

const InviteSchema = Type.Object({ email: emailField });

/** The owner's form: an instructor's email; the server's refusal (not an instructor, already on it) under it. */
function InviteForm({ courseId }: { courseId: string }) {
  const form = useAdminForm(InviteSchema, { email: '' }, { trim: ['email'] });
  const invite = useInviteInstructor(courseId, () => form.reset());
  const submit = form.handleSubmit(({ email }) =>
    invite.mutate(email, { onError: (error) => showSaveError(error, form) }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Add a co-instructor">
      <Stack gap="xs" align="flex-start">
        <TextInput
          label="Instructor’s email"
          description="They need an instructor account; they are mailed when added."
          type="email"
          autoComplete="off"
          w={320}
          {...form.register('email')}
          error={form.formState.errors.email?.message}
        />
        <Button type="submit" loading={invite.isPending}>
          Add co-instructor
        </Button>
      </Stack>
    </form>
  );
}

/**
 * /studio/courses/:courseId/instructors: who may edit the course. The owner adds co-instructors by
 * email and removes them; a co-instructor sees the list only.
 */
export function CoInstructorsPage() {
  const course = useEditedCourse();
  const myId = useAppSelector((state) => state.user.userData?.id);
  const instructors = useCourseInstructors(course.id);
  const remove = useRemoveInstructor(course.id);
  const [removing, setRemoving] = useState<CourseInstructor | null>(null);

  if (instructors.isPending) return <PageLoader label="Loading the instructors…" />;
  if (instructors.isError)
    return <QueryError error={instructors.error} onRetry={() => void instructors.refetch()} />;
  const isOwner = instructors.data.some((person) => person.role === 'owner' && person.id === myId);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4">
            Co-instructors
          </Title>
          <Text size="sm" c="dimmed">
            {isOwner
              ? 'Co-instructors edit this course with you. Only you, its owner, add or remove them.'
              : 'The people who may edit this course. Its owner adds and removes co-instructors.'}
          </Text>
        </Stack>
        {/* Native scrolling, and focusable: on a phone the table overflows and the keyboard must scroll it. */}
        <Table.ScrollContainer
          minWidth={420}
          type="native"
          tabIndex={0}
          role="region"
          aria-label="Instructors table"
        >
          <Table aria-label="Instructors of this course">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Role</Table.Th>
                {isOwner ? <Table.Th>Actions</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {instructors.data.map((person) => (
                <Table.Tr key={person.id}>
                  <Table.Td>{person.name}</Table.Td>
                  <Table.Td>{person.email}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={person.role === 'owner' ? 'violet' : 'gray'}>
                      {person.role === 'owner' ? 'Owner' : 'Co-instructor'}
                    </Badge>
                  </Table.Td>
                  {isOwner ? (
                    <Table.Td>
                      {person.role === 'co' ? (
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          onClick={() => setRemoving(person)}
                          aria-label={`Remove ${person.name}`}
                        >
                          Remove
                        </Button>
                      ) : null}
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {isOwner ? <InviteForm courseId={course.id} /> : null}
      </Stack>
      <ConfirmDialog
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={`Remove ${removing?.name ?? ''}?`}
        message="They can no longer edit this course. What they wrote stays."
        confirmLabel="Remove"
        isDanger
        isPending={remove.isPending}
        onConfirm={() => {
          if (removing) remove.mutate(removing, { onSettled: () => setRemoving(null) });
        }}
      />
    </Paper>
  );
}
