import { AnnouncementBody, announcementLimits } from '@coursewise/contract';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { RichTextEditor } from '../../components/rich-text-editor';
import { showSaveError, useAdminForm } from '../../lib/admin-form';
import { usePostAnnouncement } from '../api/announcements';
import { EditorBoundary } from './editor-boundary';

/** Who an announcement reaches, from the course's owner count. */
export function announcementReach(learners: number): string {
  if (learners === 0)
    return 'No learner owns this course yet: learners who buy it later will see it in the player.';
  const owners = learners === 1 ? 'the 1 learner' : `the ${learners.toLocaleString('en')} learners`;
  return `It goes to ${owners} who own this course: shown in the player, and mailed to those who have not turned announcement mails off. It cannot be edited or taken back.`;
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
          New announcement
        </Title>
        <TextInput
          label="Title"
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
                  The editor could not start: reload the page.
                </Text>
              }
            >
              <RichTextEditor
                label="Message"
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            </EditorBoundary>
          )}
        />
        <Group justify="flex-end">
          <Button type="submit">Post announcement</Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={isConfirming}
        onClose={confirming.close}
        title={`Post “${pending?.title ?? ''}”?`}
        message={announcementReach(learners)}
        confirmLabel="Post"
        isPending={post.isPending}
        onConfirm={confirm}
      />
    </form>
  );
}
