import type { CourseInstructor } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
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
  const { _ } = useLingui();
  const form = useAdminForm(InviteSchema, { email: '' }, { trim: ['email'] });
  const invite = useInviteInstructor(courseId, () => form.reset());
  const submit = form.handleSubmit(({ email }) =>
    invite.mutate(email, { onError: (error) => showSaveError(error, form) }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={_('console.coInstructors.formLabel')}>
      <Stack gap="xs" align="flex-start">
        <TextInput
          label={_('console.coInstructors.email')}
          description={_('console.coInstructors.emailHint')}
          type="email"
          autoComplete="off"
          w={320}
          {...form.register('email')}
          error={form.formState.errors.email?.message}
        />
        <Button type="submit" loading={invite.isPending}>
          {_('console.coInstructors.add')}
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
  const { _ } = useLingui();
  const course = useEditedCourse();
  const myId = useAppSelector((state) => state.user.userData?.id);
  const instructors = useCourseInstructors(course.id);
  const remove = useRemoveInstructor(course.id);
  const [removing, setRemoving] = useState<CourseInstructor | null>(null);

  if (instructors.isPending) return <PageLoader label={_('console.coInstructors.loading')} />;
  if (instructors.isError)
    return <QueryError error={instructors.error} onRetry={() => void instructors.refetch()} />;
  const isOwner = instructors.data.some((person) => person.role === 'owner' && person.id === myId);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4">
            {_('console.coInstructors.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {isOwner ? _('console.coInstructors.ownerHint') : _('console.coInstructors.coHint')}
          </Text>
        </Stack>
        {/* Native scrolling, and focusable: on a phone the table overflows and the keyboard must scroll it. */}
        <Table.ScrollContainer
          minWidth={420}
          type="native"
          tabIndex={0}
          role="region"
          aria-label={_('console.table.region', { label: _('console.nav.instructors') })}
        >
          <Table aria-label={_('console.coInstructors.tableLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{_('console.users.col.name')}</Table.Th>
                <Table.Th>{_('console.users.col.email')}</Table.Th>
                <Table.Th>{_('console.users.col.role')}</Table.Th>
                {isOwner ? <Table.Th>{_('console.table.actions')}</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {instructors.data.map((person) => (
                <Table.Tr key={person.id}>
                  <Table.Td>{person.name}</Table.Td>
                  <Table.Td>{person.email}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={person.role === 'owner' ? 'violet' : 'gray'}>
                      {person.role === 'owner'
                        ? _('console.coInstructors.owner')
                        : _('console.coInstructors.co')}
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
                          aria-label={_('console.coInstructors.removeName', { name: person.name })}
                        >
                          {_('console.coInstructors.remove')}
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
        title={_('console.coInstructors.removeTitle', { name: removing?.name ?? '' })}
        message={_('console.coInstructors.removeBody')}
        confirmLabel={_('console.coInstructors.remove')}
        isDanger
        isPending={remove.isPending}
        onConfirm={() => {
          if (removing) remove.mutate(removing, { onSettled: () => setRemoving(null) });
        }}
      />
    </Paper>
  );
}
