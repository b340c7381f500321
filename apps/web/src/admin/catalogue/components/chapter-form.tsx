import type { AdminChapter } from '@coursewise/contract';
import {
  Button,
  Group,
  Input,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { Controller } from 'react-hook-form';
import { FormNumberField } from '../../components/number-field';
import { ResumableUpload } from '../../components/resumable-upload';
import { RichTextEditor } from '../../components/rich-text-editor';
import { showSaveError, useAdminForm } from '../../lib/admin-form';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { useUpdateChapter } from '../api/curriculum';
import { ChapterFormSchema, toChapterBody, toChapterValues } from '../lib/chapter-form';
import { EditorBoundary } from './editor-boundary';

const GB = 1024 * 1024 * 1024;

/** A chapter's content: title, type, rich text, video upload, preview flag, length (captions: CaptionsEditor). */
export function ChapterForm({ chapter }: { chapter: AdminChapter }) {
  const form = useAdminForm(ChapterFormSchema, toChapterValues(chapter), { trim: ['title'] });
  const save = useUpdateChapter(chapter.id);
  const { errors } = form.formState;
  const type = form.watch('type');
  const leavePrompt = useUnsavedChanges(form.formState.isDirty);
  // The stored video plays from its signed link until another one is uploaded.
  const isStoredVideo = chapter.videoLink !== null && form.watch('videoUrl') === chapter.videoUrl;

  const submit = form.handleSubmit((values) =>
    save.mutate(toChapterBody(values), {
      onSuccess: (saved) => form.reset(toChapterValues(saved)),
      onError: (error) => showSaveError(error, form),
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Chapter">
      <Stack gap="lg">
        <TextInput label="Title" withAsterisk {...form.register('title')} error={errors.title?.message} />
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <Input.Wrapper label="Type" labelProps={{ component: 'span' }}>
              <div>
                <SegmentedControl
                  aria-label="Chapter type"
                  data={[
                    { value: 'text', label: 'Text' },
                    { value: 'video', label: 'Video' },
                  ]}
                  value={field.value}
                  onChange={(value) => field.onChange(value === 'video' ? 'video' : 'text')}
                />
              </div>
            </Input.Wrapper>
          )}
        />
        {type === 'video' && isStoredVideo && chapter.videoLink ? (
          // biome-ignore lint/a11y/useMediaCaption: the captions are the chapter's own upload, attached when there is one.
          <video
            controls
            preload="metadata"
            src={chapter.videoLink}
            aria-label="The chapter's video"
            style={{ maxWidth: 480, width: '100%' }}
          >
            {chapter.captionsLink ? (
              <track kind="captions" src={chapter.captionsLink} srcLang="en" label="Captions" default />
            ) : null}
          </video>
        ) : null}
        {type === 'video' ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={form.control}
              name="videoUrl"
              render={({ field }) => (
                <ResumableUpload
                  label="Video"
                  maxBytes={2 * GB}
                  description="MP4 or WebM, up to 2 GB. Stored privately: only learners who bought the course can play it. A dropped connection resumes where it stopped."
                  value={field.value}
                  onChange={(upload) => field.onChange(upload?.key ?? null)}
                />
              )}
            />
          </SimpleGrid>
        ) : null}
        <Controller
          control={form.control}
          name="content"
          render={({ field, fieldState }) => (
            <EditorBoundary
              fallback={
                <Text c="red" role="alert">
                  The editor could not start: reload the page.
                </Text>
              }
            >
              <RichTextEditor
                label={type === 'video' ? 'Notes under the video' : 'Content'}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            </EditorBoundary>
          )}
        />
        <Group gap="xl" align="flex-end">
          <FormNumberField
            control={form.control}
            name="durationMinutes"
            label="Length (minutes)"
            min={0}
            allowDecimal={false}
            w={180}
          />
          <Switch
            label="Free preview (anyone can open it from the course page)"
            {...form.register('isPreview')}
          />
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save chapter
          </Button>
        </Group>
      </Stack>
      {leavePrompt}
    </form>
  );
}
