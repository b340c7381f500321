import type { AdminUserDetail, SupportCourse } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
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
import { useActiveLocale } from '../../i18n/use-active-locale';
import { formatDate } from '../../lib/format';
import { dateLocale, type Translate } from '../lib/locale-text';
import { useGrantFinalAttempts } from './learner-api';

const finalStatus = (_: Translate): Record<SupportCourse['final']['status'], string> => ({
  none: _('console.learner.final.none'),
  locked: _('console.learner.final.locked'),
  open: _('console.learner.final.open'),
  exhausted: _('console.learner.final.exhausted'),
  passed: _('console.learner.final.passed'),
});

/** The learner's courses: progress, quizzes, the final, and "Grant another attempt". */
export function LearnerCourses({ learner }: { learner: AdminUserDetail }) {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const [granting, setGranting] = useState<SupportCourse | null>(null);
  const [extra, setExtra] = useState<number | string>(1);
  const grant = useGrantFinalAttempts(learner.id);
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {_('console.learner.courses')}
      </Title>
      {learner.courses.length === 0 ? (
        <Text c="dimmed">{_('console.learner.noCourses')}</Text>
      ) : (
        // Native scrolling, and focusable: on a phone the table overflows and the keyboard must scroll it.
        <Table.ScrollContainer
          minWidth={640}
          type="native"
          tabIndex={0}
          role="region"
          aria-label={_('console.table.region', { label: _('console.learner.courses') })}
        >
          <Table striped aria-label={_('console.learner.courses')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{_('console.learner.col.course')}</Table.Th>
                <Table.Th scope="col">{_('console.learner.col.progress')}</Table.Th>
                <Table.Th scope="col">{_('console.learner.col.quizzes')}</Table.Th>
                <Table.Th scope="col">{_('console.learner.col.final')}</Table.Th>
                <Table.Th scope="col">{_('console.learner.col.lastActivity')}</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>{_('console.table.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {learner.courses.map((course) => (
                <Table.Tr key={course.courseId}>
                  <Table.Td>{course.title}</Table.Td>
                  <Table.Td>
                    {_('console.learner.progress', {
                      percent: course.progress.percent,
                      completed: course.progress.completed,
                      total: course.progress.total,
                    })}
                  </Table.Td>
                  <Table.Td>
                    {_('console.learner.quizzes', {
                      passed: course.quizzes.passed,
                      total: course.quizzes.total,
                    })}
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={course.final.status === 'exhausted' ? 'red' : 'gray'}>
                      {finalStatus(_)[course.final.status]}
                    </Badge>{' '}
                    {_('console.learner.attempts', {
                      used: course.final.attemptsUsed,
                      allowed: course.final.attemptsAllowed,
                    })}
                  </Table.Td>
                  <Table.Td>
                    {course.lastActivityAt ? formatDate(course.lastActivityAt, dateLocale(locale)) : '—'}
                  </Table.Td>
                  <Table.Td>
                    {course.final.status !== 'none' && course.final.status !== 'passed' ? (
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={_('console.learner.grantAttemptAt', { title: course.title })}
                        onClick={() => {
                          setExtra(1);
                          setGranting(course);
                        }}
                      >
                        {_('console.learner.grantAttempt')}
                      </Button>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal
        opened={granting !== null}
        onClose={() => setGranting(null)}
        title={_('console.learner.grantTitle')}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!granting || typeof extra !== 'number') return;
            grant.mutate({ courseId: granting.courseId, extra }, { onSuccess: () => setGranting(null) });
          }}
        >
          <Stack>
            <Text>
              {_('console.learner.grantBody', {
                email: learner.email,
                used: granting?.final.attemptsUsed ?? 0,
                allowed: granting?.final.attemptsAllowed ?? 0,
                title: granting?.title ?? '',
              })}
            </Text>
            <NumberInput
              label={_('console.learner.moreAttempts')}
              min={1}
              max={10}
              allowDecimal={false}
              value={extra}
              onChange={setExtra}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setGranting(null)}>
                {_('console.common.cancel')}
              </Button>
              <Button type="submit" loading={grant.isPending}>
                {_('console.learner.grant')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
