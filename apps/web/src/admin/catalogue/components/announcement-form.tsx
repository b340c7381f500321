import { AnnouncementBody, announcementLimits } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { RichTextEditor } from '../../components/rich-text-editor';
import { showSaveError, useAdminForm } from '../../lib/admin-form';
import { usePostAnnouncement } from '../api/announcements';
import { inEnglish, type Translate } from '../lib/editor-i18n';
import { EditorBoundary } from './editor-boundary';

/** Who an announcement reaches, from the course's owner count. */
export function announcementReach(learners: number, _: Translate = inEnglish): string {
  return _('editor.announcementForm.reach', { count: learners });
}

const EMPTY: AnnouncementBody = { title: '', body: '' };

/** Writes an announcement; posting is confirmed first, with how many learners it reaches. */
export function AnnouncementForm({
  courseId,
  learners,
  onPosted,
}: {
  courseId: string;
  learners: number;
  onPosted: () => void;
}) {
  const { _ } = useLingui();
  const titleId = useId();
  const form = useAdminForm(AnnouncementBody, EMPTY, { trim: ['title'] });
  const post = usePostAnnouncement(courseId);
  const [isConfirming, confirming] = useDisclosure(false);
  const [pending, setPending] = useState<AnnouncementBody | null>(null);
  const { errors } = form.formState;

  const review = form.handleSubmit((values) => {
    setPending(values);
    confirming.open();
  });
  const confirm = () => {
    if (!pending) return;
    post.mutate(pending, {
      onSuccess: () => {
        confirming.close();
        form.reset(EMPTY);
        onPosted();
      },
      onError: (error) => {
        confirming.close();
        showSaveError(error, form);
      },
    });
  };

  return (
    <form onSubmit={review} noValidate aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={titleId}>
          {_('editor.announcementForm.title')}
        </Title>
        <TextInput
          label={_('editor.details.title')}
          withAsterisk
          maxLength={announcementLimits.titleMax}
          {...form.register('title')}
          error={errors.title?.message}
        />
        <Controller
          control={form.control}
          name="body"
          render={({ field, fieldState }) => (
            <EditorBoundary
              fallback={
                <Text c="red" role="alert">
                  {_('editor.common.editorCrashed')}
                </Text>
              }
            >
              <RichTextEditor
                label={_('editor.announcementForm.message')}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            </EditorBoundary>
          )}
        />
        <Group justify="flex-end">
          <Button type="submit">{_('editor.announcementForm.submit')}</Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={isConfirming}
        onClose={confirming.close}
        title={_('editor.announcementForm.confirmTitle', { title: pending?.title ?? '' })}
        message={announcementReach(learners, _)}
        confirmLabel={_('editor.announcementForm.post')}
        isPending={post.isPending}
        onConfirm={confirm}
      />
    </form>
  );
}
