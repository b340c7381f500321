import { useLingui } from '@lingui/react';
import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PageLoader } from '../../components/page-loader';
import { QueryError } from '../../components/query-error';
import { useActiveLocale } from '../../i18n/use-active-locale';
import { isApiError } from '../../lib/api-client';
import { displayName, formatDate } from '../../lib/format';
import { AdminPage } from '../components/admin-page';
import { dateLocale } from '../lib/locale-text';
import { InstructorShareCard } from '../payouts/instructor-share-card';
import { GrantCourseDialog } from './grant-course-dialog';
import { useLearnerView, useResendVerification } from './learner-api';
import { LearnerCourses } from './learner-courses';
import { LearnerRecords } from './learner-records';

/** /admin/users/:userId: one learner's story, and what support can do about it. */
export function LearnerPage() {
  const { userId = '' } = useParams();
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const learner = useLearnerView(userId);
  const resend = useResendVerification(userId);
  const [isEnrolling, setIsEnrolling] = useState(false);
  if (learner.isPending) return <PageLoader label={_('console.learner.loading')} />;
  if (learner.isError) {
    if (isApiError(learner.error) && learner.error.status === 404)
      return (
        <EmptyState
          title={_('console.learner.notFound')}
          description={_('console.learner.notFoundHint')}
          action={
            <Anchor component={Link} to="/admin/users">
              {_('console.learner.back')}
            </Anchor>
          }
        />
      );
    return <QueryError error={learner.error} onRetry={() => void learner.refetch()} />;
  }
  const user = learner.data;
  return (
    <AdminPage
      title={displayName(user) || user.email}
      description={_('console.learner.joined', {
        email: user.email,
        date: formatDate(user.createdAt, dateLocale(locale)),
      })}
      actions={
        <>
          {user.emailVerified ? null : (
            <Button variant="default" loading={resend.isPending} onClick={() => resend.mutate()}>
              {_('console.learner.resend')}
            </Button>
          )}
          <Button onClick={() => setIsEnrolling(true)}>{_('console.learner.enrol')}</Button>
        </>
      }
    >
      <Stack gap="xl">
        <Group gap="xs">
          <Badge variant="light" color={user.role === 'admin' ? 'violet' : 'gray'}>
            {user.role === 'admin' ? _('console.users.role.admin') : _('console.users.role.learner')}
          </Badge>
          <Badge variant="light" color={user.disabled ? 'red' : 'teal'}>
            {user.disabled ? _('console.users.disabled') : _('console.users.active')}
          </Badge>
          {user.emailVerified ? null : (
            <Badge variant="light" color="yellow">
              {_('console.learner.unverified')}
            </Badge>
          )}
        </Group>
        <Text size="sm">
          <Anchor component={Link} to="/admin/users">
            {_('console.learner.allUsers')}
          </Anchor>
        </Text>
        {user.role === 'instructor' ? <InstructorShareCard userId={user.id} /> : null}
        <LearnerCourses learner={user} />
        <LearnerRecords learner={user} />
      </Stack>
      <GrantCourseDialog learner={user} opened={isEnrolling} onClose={() => setIsEnrolling(false)} />
    </AdminPage>
  );
}
