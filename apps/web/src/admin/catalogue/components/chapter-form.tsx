import type { AdminChapter } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
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
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { FormNumberField } from '../../components/number-field';
import { ResumableUpload } from '../../components/resumable-upload';
import { RichTextEditor } from '../../components/rich-text-editor';
import { showSaveError, useAdminForm } from '../../lib/admin-form';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { useUpdateChapter } from '../api/curriculum';
import { chapterFormSchema, toChapterBody, toChapterValues } from '../lib/chapter-form';
import { EditorBoundary } from './editor-boundary';

const GB = 1024 * 1024 * 1024;

/** A chapter's content: title, type, rich text, video upload, preview flag, length (captions: CaptionsEditor). */
export function ChapterForm({ chapter }: { chapter: AdminChapter }) {
  const { _ } = useLingui();
  const schema = useMemo(() => chapterFormSchema(_), [_]);
  const form = useAdminForm(schema, toChapterValues(chapter), { trim: ['title'] });
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
    <form onSubmit={submit} noValidate aria-label={_('editor.chapterForm.form')}>
      <Stack gap="lg">
        <TextInput
          label={_('editor.details.title')}
          withAsterisk
          {...form.register('title')}
          error={errors.title?.message}
        />
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <Input.Wrapper label={_('editor.chapterForm.type')} labelProps={{ component: 'span' }}>
              <div>
                <SegmentedControl
                  aria-label={_('editor.chapter.type')}
                  data={[
                    { value: 'text', label: _('editor.chapter.typeText') },
                    { value: 'video', label: _('editor.chapter.typeVideo') },
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
            aria-label={_('editor.chapterForm.videoPlayer')}
            style={{ maxWidth: 480, width: '100%' }}
          >
            {chapter.captionsLink ? (
              <track
                kind="captions"
                src={chapter.captionsLink}
                srcLang="en"
                label={_('editor.chapterForm.captionsTrack')}
                default
              />
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
                  label={_('editor.chapter.typeVideo')}
                  maxBytes={2 * GB}
                  description={_('editor.chapterForm.videoHint')}
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
                  {_('editor.common.editorCrashed')}
                </Text>
              }
            >
              <RichTextEditor
                label={type === 'video' ? _('editor.chapterForm.notes') : _('editor.chapterForm.content')}
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
            label={_('editor.chapterForm.length')}
            min={0}
            allowDecimal={false}
            w={180}
          />
          <Switch label={_('editor.chapterForm.preview')} {...form.register('isPreview')} />
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {_('editor.chapterForm.save')}
          </Button>
        </Group>
      </Stack>
      {leavePrompt}
    </form>
  );
}
