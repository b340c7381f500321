import type { AdminCourse } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Anchor, Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useDeleteCourse, usePublishCourse } from '../api/courses';
import { useEditorApi } from '../api/editor-context';
import { inEnglish, type Translate } from '../lib/editor-i18n';
import { PublishNeeds, PublishProblem } from './publish-problem';
import { ReviewPanel } from './review-panel';
import { ReviewStatus } from './review-status';
import { StatusBadge } from './status-badge';

// Each tab's label is a message id.
const SECTIONS = [
  { value: 'details', path: '', label: 'editor.section.details' },
  { value: 'curriculum', path: '/curriculum', label: 'editor.section.curriculum' },
  { value: 'final-questions', path: '/final-questions', label: 'editor.section.finalQuestions' },
  { value: 'insight', path: '/insight', label: 'editor.section.insight' },
  { value: 'announcements', path: '/announcements', label: 'editor.section.announcements' },
  { value: 'questions', path: '/questions', label: 'editor.section.questions' },
];
// The studio's course also lists who may edit it.
const STUDIO_SECTIONS = [
  ...SECTIONS,
  { value: 'instructors', path: '/instructors', label: 'editor.section.coInstructors' },
];

/** What unpublishing does, with how many learners own the course (they keep it: it stops sales only). */
export function unpublishMessage(learners: number, _: Translate = inEnglish): string {
  return _('editor.header.unpublishMessage', { count: learners });
}

/**
 * Above every page of one course: its status, Publish/Unpublish (unpublishing confirmed first; the
 * server's refusal shown in full; the console only), the review (the console's panel to publish or
 * return it; the studio's status, note and "Submit for review"), Delete with confirmation (a refusal explained), and the sections.
 */
export function CourseHeader({ course }: { course: AdminCourse }) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { area, coursesPath } = useEditorApi();
  const canPublish = area === 'admin';
  const sections = area === 'studio' ? STUDIO_SECTIONS : SECTIONS;
  const base = `${coursesPath}/${course.id}`;
  const publish = usePublishCourse(course.id);
  const [isDeleting, deleting] = useDisclosure(false);
  const [isUnpublishing, unpublishing] = useDisclosure(false);
  const [problem, setProblem] = useState<{ title: string; error: unknown; version: string } | null>(null);
  // A refusal belongs to the course as it was: once the course changes (a fix, a publish), it is stale.
  const version = `${course.updatedAt}|${course.published}|${course.missingForPublish.join('|')}`;
  const remove = useDeleteCourse(() => void navigate(coursesPath));
  // A chapter's page belongs to the curriculum.
  const current =
    sections.find((section) => section.path !== '' && pathname.startsWith(`${base}${section.path}`))?.value ??
    (pathname.startsWith(`${base}/chapters/`) ? 'curriculum' : 'details');

  const togglePublished = () => {
    setProblem(null);
    publish.mutate(!course.published, {
      onSettled: unpublishing.close,
      onError: (error) =>
        setProblem({
          title: course.published ? _('editor.header.unpublishFailed') : _('editor.header.publishRefused'),
          error,
          version,
        }),
    });
  };
  const confirmDelete = () =>
    remove.mutate(course.id, {
      onError: (error) => {
        deleting.close();
        const title =
          isApiError(error) && error.status === 409
            ? _('editor.header.deleteRefused')
            : _('editor.header.deleteFailed');
        setProblem({ title, error, version });
      },
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="sm">
          <StatusBadge isPublished={course.published} />
          {course.published ? (
            <Anchor component={Link} to={`/courses/${course.slug}`} size="sm" target="_blank">
              {_('editor.header.viewInCatalogue')}
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed">
              {course.learners > 0
                ? _('editor.header.notInCatalogueOwned')
                : _('editor.header.notVisibleYet')}
            </Text>
          )}
        </Group>
        <Group gap="sm">
          {canPublish ? (
            <Button
              variant={course.published ? 'default' : 'filled'}
              loading={publish.isPending}
              onClick={course.published ? unpublishing.open : togglePublished}
            >
              {course.published ? _('editor.header.unpublish') : _('editor.header.publish')}
            </Button>
          ) : null}
          <Button variant="outline" color="red" onClick={deleting.open}>
            {_('editor.header.deleteCourse')}
          </Button>
        </Group>
      </Group>
      {canPublish ? (
        <ReviewPanel course={course} onPublish={togglePublished} isPublishing={publish.isPending} />
      ) : (
        <ReviewStatus course={course} />
      )}
      {course.published ? null : <PublishNeeds needs={course.missingForPublish} />}
      {problem?.version === version ? (
        <PublishProblem title={problem.title} error={problem.error} onClose={() => setProblem(null)} />
      ) : null}
      <Tabs
        value={current}
        onChange={(value) => {
          const section = sections.find((item) => item.value === value);
          if (section) void navigate(`${base}${section.path}`);
        }}
      >
        <Tabs.List>
          {sections.map((section) => (
            <Tabs.Tab key={section.value} value={section.value}>
              {_(section.label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <ConfirmDialog
        opened={isUnpublishing}
        onClose={unpublishing.close}
        title={_('editor.header.unpublishTitle', { title: course.title })}
        message={unpublishMessage(course.learners, _)}
        confirmLabel={_('editor.header.unpublish')}
        isPending={publish.isPending}
        onConfirm={togglePublished}
      />
      <ConfirmDialog
        opened={isDeleting}
        onClose={deleting.close}
        title={_('editor.header.deleteTitle')}
        message={_('editor.header.deleteMessage', { title: course.title })}
        confirmLabel={_('editor.header.deleteCourse')}
        isDanger
        isPending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}
