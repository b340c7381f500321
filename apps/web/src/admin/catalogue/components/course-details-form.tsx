import { type AdminCourse, adminCatalogueLimits as L, type Level } from '@coursewise/contract';
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { Controller, type FieldErrors } from 'react-hook-form';
import { LANGUAGE_OPTIONS } from '../../../components/course/language';
import { LEVEL_LABELS } from '../../../components/course/level';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/event-bus';
import { FormNumberField } from '../../components/number-field';
import { RichTextEditor } from '../../components/rich-text-editor';
import { IMAGE_TYPES, UploadField } from '../../components/upload-field';
import { useAdminForm } from '../../lib/admin-form';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { useCategoryOptions, useUpdateCourse } from '../api/courses';
import {
  CourseFormSchema,
  type CourseFormValues,
  formFieldOf,
  toCourseBody,
  toFormValues,
} from '../lib/course-form';
import { asSentence } from '../lib/publish-needs';
import { EditorBoundary } from './editor-boundary';
import { StringListField } from './string-list-field';

const LEVELS = (Object.keys(LEVEL_LABELS) as Level[]).map((level) => ({
  value: level,
  label: LEVEL_LABELS[level],
}));

const lineErrors = (errors: FieldErrors<CourseFormValues>, field: 'outcomes' | 'requirements') => {
  const list = errors[field];
  return Array.isArray(list) ? list.map((item) => item?.message) : [];
};

/** The course's details: every field the catalogue shows, validated as the server validates them. */
export function CourseDetailsForm({ course }: { course: AdminCourse }) {
  const categories = useCategoryOptions();
  const form = useAdminForm(CourseFormSchema, toFormValues(course), {
    trim: ['title', 'subtitle', 'instructorName'],
  });
  const save = useUpdateCourse(course.id);
  const { errors } = form.formState;
  const drawsAll = form.watch('drawsAll');
  const isFree = form.watch('price') === 0;
  const leavePrompt = useUnsavedChanges(form.formState.isDirty);

  const submit = form.handleSubmit((values) =>
    save.mutate(toCourseBody(values), {
      onSuccess: (saved) => form.reset(toFormValues(saved)),
      onError: (error) => {
        let isShown = false;
        for (const item of isApiError(error) ? error.errors : []) {
          const field = formFieldOf(item.path);
          if (!field) continue;
          form.setError(field, {
            type: 'server',
            message: asSentence(item.message),
          });
          isShown = true;
        }
        if (!isShown) notify.error(errorMessage(error));
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Course details">
      <Stack gap="lg">
        <TextInput label="Title" withAsterisk {...form.register('title')} error={errors.title?.message} />
        <TextInput label="Subtitle" {...form.register('subtitle')} error={errors.subtitle?.message} />
        <Controller
          control={form.control}
          name="description"
          render={({ field, fieldState }) => (
            <EditorBoundary
              fallback={
                <Text c="red" role="alert">
                  The editor could not start: reload the page.
                </Text>
              }
            >
              <RichTextEditor
                label="Description"
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            </EditorBoundary>
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={form.control}
            name="outcomes"
            render={({ field }) => (
              <StringListField
                label="What learners will learn"
                itemName="outcome"
                value={field.value}
                onChange={field.onChange}
                maxItems={L.listItemsMax}
                errors={lineErrors(errors, 'outcomes')}
              />
            )}
          />
          <Controller
            control={form.control}
            name="requirements"
            render={({ field }) => (
              <StringListField
                label="Requirements"
                itemName="requirement"
                value={field.value}
                onChange={field.onChange}
                maxItems={L.listItemsMax}
                errors={lineErrors(errors, 'requirements')}
              />
            )}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <FormNumberField
            control={form.control}
            name="price"
            label="Price (USD)"
            description={isFree ? 'Free: learners enrol without paying' : undefined}
            withAsterisk
            prefix="$"
            decimalScale={2}
            min={0}
          />
          <Controller
            control={form.control}
            name="level"
            render={({ field }) => (
              <Select
                label="Level"
                data={LEVELS}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                allowDeselect={false}
              />
            )}
          />
          <Controller
            control={form.control}
            name="language"
            render={({ field }) => (
              <Select
                label="Language"
                description="What the course is taught in; the catalogue filters by it"
                data={LANGUAGE_OPTIONS}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                allowDeselect={false}
              />
            )}
          />
          <Controller
            control={form.control}
            name="categoryId"
            render={({ field, fieldState }) => (
              <Select
                label="Category"
                withAsterisk
                searchable
                data={(categories.data ?? [course.category]).map((category) => ({
                  value: category.id,
                  label: category.name,
                }))}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                allowDeselect={false}
                error={fieldState.error?.message}
              />
            )}
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="imageUrl"
          render={({ field, fieldState }) => (
            <UploadField
              label="Cover image"
              area="course-image"
              accept={IMAGE_TYPES}
              description="JPEG, PNG or WebP, at most 5 MB; a 16:9 picture looks best."
              value={field.value}
              onChange={(upload) => field.onChange(upload?.url ?? null)}
              error={fieldState.error?.message}
            />
          )}
        />
        <Fieldset legend="Instructor">
          <Stack gap="sm">
            <TextInput
              label="Name"
              withAsterisk
              {...form.register('instructorName')}
              error={errors.instructorName?.message}
            />
            <Textarea
              label="Bio"
              autosize
              minRows={2}
              {...form.register('instructorBio')}
              error={errors.instructorBio?.message}
            />
          </Stack>
        </Fieldset>
        <Fieldset legend="Assessment">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <FormNumberField
              control={form.control}
              name="passMark"
              label="Pass mark (%)"
              min={1}
              max={100}
              allowDecimal={false}
            />
            <FormNumberField
              control={form.control}
              name="finalAttempts"
              label="Final assessment attempts"
              min={1}
              max={20}
              allowDecimal={false}
            />
            <Stack gap={6}>
              <FormNumberField
                control={form.control}
                name="finalQuestionCount"
                label="Final questions per attempt"
                min={1}
                max={100}
                allowDecimal={false}
                disabled={drawsAll}
                description={`Drawn from a pool of ${course.finalPoolSize}`}
                error={drawsAll ? null : undefined}
              />
              <Checkbox
                label="Ask every question of the pool"
                {...form.register('drawsAll', {
                  // The count is not used then: a blank or bad one must not block saving.
                  onChange: (event: { target: { checked: boolean } }) => {
                    const count = form.getValues('finalQuestionCount');
                    if (event.target.checked && !(Number.isInteger(count) && count >= 1 && count <= 100)) {
                      form.setValue('finalQuestionCount', 10);
                      form.clearErrors('finalQuestionCount');
                    }
                  },
                })}
              />
            </Stack>
          </SimpleGrid>
        </Fieldset>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save details
          </Button>
        </Group>
      </Stack>
      {leavePrompt}
    </form>
  );
}
