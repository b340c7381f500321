import { type AdminCourse, adminCatalogueLimits as L } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
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
import { useMemo } from 'react';
import { Controller, type FieldErrors } from 'react-hook-form';
import { COURSE_LANGUAGES } from '../../../components/course/language';
import { useActiveLocale } from '../../../i18n/use-active-locale';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/event-bus';
import { FormNumberField } from '../../components/number-field';
import { RichTextEditor } from '../../components/rich-text-editor';
import { IMAGE_TYPES, UploadField } from '../../components/upload-field';
import { useAdminForm } from '../../lib/admin-form';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { useCategoryOptions, useUpdateCourse } from '../api/courses';
import {
  type CourseFormValues,
  courseFormSchema,
  formFieldOf,
  toCourseBody,
  toFormValues,
} from '../lib/course-form';
import { languageNameIn } from '../lib/editor-i18n';
import { LEVELS, levelLabel } from '../lib/levels';
import { asSentence } from '../lib/publish-needs';
import { EditorBoundary } from './editor-boundary';
import { StringListField } from './string-list-field';

const lineErrors = (errors: FieldErrors<CourseFormValues>, field: 'outcomes' | 'requirements') => {
  const list = errors[field];
  return Array.isArray(list) ? list.map((item) => item?.message) : [];
};

/** The course's details: every field the catalogue shows, validated as the server validates them. */
export function CourseDetailsForm({ course }: { course: AdminCourse }) {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const schema = useMemo(() => courseFormSchema(_), [_]);
  const levels = LEVELS.map((level) => ({ value: level, label: levelLabel(level, _) }));
  const languages = COURSE_LANGUAGES.map((value) => ({ value, label: languageNameIn(locale, value) }));
  const categories = useCategoryOptions();
  const form = useAdminForm(schema, toFormValues(course), {
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
    <form onSubmit={submit} noValidate aria-label={_('editor.details.form')}>
      <Stack gap="lg">
        <TextInput
          label={_('editor.details.title')}
          withAsterisk
          {...form.register('title')}
          error={errors.title?.message}
        />
        <TextInput
          label={_('editor.details.subtitle')}
          {...form.register('subtitle')}
          error={errors.subtitle?.message}
        />
        <Controller
          control={form.control}
          name="description"
          render={({ field, fieldState }) => (
            <EditorBoundary
              fallback={
                <Text c="red" role="alert">
                  {_('editor.common.editorCrashed')}
                </Text>
              }
            >
              <RichTextEditor
                label={_('editor.details.description')}
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
                label={_('editor.details.outcomes')}
                addLabel={_('editor.details.addOutcome')}
                removeLabel={(number) => _('editor.details.removeOutcome', { number })}
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
                label={_('editor.details.requirements')}
                addLabel={_('editor.details.addRequirement')}
                removeLabel={(number) => _('editor.details.removeRequirement', { number })}
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
            label={_('editor.details.price')}
            description={isFree ? _('editor.details.priceFree') : undefined}
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
                label={_('editor.details.level')}
                data={levels}
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
                label={_('editor.details.language')}
                description={_('editor.details.languageHint')}
                data={languages}
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
                label={_('editor.newCourse.category')}
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
              label={_('editor.details.image')}
              area="course-image"
              accept={IMAGE_TYPES}
              description={_('editor.details.imageHint')}
              value={field.value}
              onChange={(upload) => field.onChange(upload?.url ?? null)}
              error={fieldState.error?.message}
            />
          )}
        />
        <Fieldset legend={_('editor.details.instructor')}>
          <Stack gap="sm">
            <TextInput
              label={_('editor.details.instructorName')}
              withAsterisk
              {...form.register('instructorName')}
              error={errors.instructorName?.message}
            />
            <Textarea
              label={_('editor.details.instructorBio')}
              autosize
              minRows={2}
              {...form.register('instructorBio')}
              error={errors.instructorBio?.message}
            />
          </Stack>
        </Fieldset>
        <Fieldset legend={_('editor.details.assessment')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <FormNumberField
              control={form.control}
              name="passMark"
              label={_('editor.details.passMark')}
              min={1}
              max={100}
              allowDecimal={false}
            />
            <FormNumberField
              control={form.control}
              name="finalAttempts"
              label={_('editor.details.attempts')}
              min={1}
              max={20}
              allowDecimal={false}
            />
            <Stack gap={6}>
              <FormNumberField
                control={form.control}
                name="finalQuestionCount"
                label={_('editor.details.questionCount')}
                min={1}
                max={100}
                allowDecimal={false}
                disabled={drawsAll}
                description={_('editor.details.pool', { count: course.finalPoolSize })}
                error={drawsAll ? null : undefined}
              />
              <Checkbox
                label={_('editor.details.drawsAll')}
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
            {_('editor.details.save')}
          </Button>
        </Group>
      </Stack>
      {leavePrompt}
    </form>
  );
}
