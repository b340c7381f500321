import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PageLoader } from '../../components/page-loader';
import { QueryError } from '../../components/query-error';
import { isApiError } from '../../lib/api-client';
import { displayName, formatDate } from '../../lib/format';
import { AdminPage } from '../components/admin-page';
import { InstructorShareCard } from '../payouts/instructor-share-card';
import { GrantCourseDialog } from './grant-course-dialog';
import { useLearnerView, useResendVerification } from './learner-api';
import { LearnerCourses } from './learner-courses';
import { LearnerRecords } from './learner-records';

/** /admin/users/:userId: one learner's story, and what support can do about it. */
export function LearnerPage() {
  const { userId = '' } = useParams();
  const learner = useLearnerView(userId);
  const resend = useResendVerification(userId);
  const [isEnrolling, setIsEnrolling] = useState(false);
  if (learner.isPending) return <PageLoader label="Loading the learner…" />;
  if (learner.isError) {
    if (isApiError(learner.error) && learner.error.status === 404)
      return (
        <EmptyState
          title="User not found"
          description="The account may have been deleted."
          action={
            <Anchor component={Link} to="/admin/users">
              Back to users
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
      description={
        <>
          {user.email} · joined {formatDate(user.createdAt)}
        </>
      }
      actions={
        <>
          {user.emailVerified ? null : (
            <Button variant="default" loading={resend.isPending} onClick={() => resend.mutate()}>
              Resend verification
            </Button>
          )}
          <Button onClick={() => setIsEnrolling(true)}>Enrol in a course</Button>
        </>
      }
    >
      <Stack gap="xl">
        <Group gap="xs">
          <Badge variant="light" color={user.role === 'admin' ? 'violet' : 'gray'}>
            {user.role === 'admin' ? 'Admin' : 'Learner'}
          </Badge>
          <Badge variant="light" color={user.disabled ? 'red' : 'teal'}>
            {user.disabled ? 'Disabled' : 'Active'}
          </Badge>
          {user.emailVerified ? null : (
            <Badge variant="light" color="yellow">
              Email not verified
            </Badge>
          )}
        </Group>
        <Text size="sm">
          <Anchor component={Link} to="/admin/users">
            All users
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
