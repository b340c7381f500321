import { adminCatalogueLimits } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { Type } from '@sinclair/typebox';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { showSaveError, useAdminForm } from '../../lib/admin-form';
import { useCategoryOptions, useCreateCourse } from '../api/courses';
import { useEditorApi } from '../api/editor-context';
import type { Translate } from '../lib/editor-i18n';

const newCourseSchema = (_: Translate) =>
  Type.Object({
    title: Type.String({ minLength: 1, maxLength: adminCatalogueLimits.titleMax }),
    categoryId: Type.String({ minLength: 1, errorMessage: _('editor.newCourse.chooseCategory') }),
  });

/** Asks for what a draft needs (a title and a category), creates it and opens its editor. */
export function NewCourseDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const { coursesPath } = useEditorApi();
  const categories = useCategoryOptions();
  const schema = useMemo(() => newCourseSchema(_), [_]);
  const form = useAdminForm(schema, { title: '', categoryId: '' }, { trim: ['title'] });
  const create = useCreateCourse((course) => {
    onClose();
    void navigate(`${coursesPath}/${course.id}`);
  });

  const submit = form.handleSubmit((values) =>
    create.mutate(values, { onError: (error) => showSaveError(error, form) }),
  );
  return (
    <Modal opened={opened} onClose={onClose} title={_('editor.courses.new')} centered>
      <form onSubmit={submit} noValidate aria-label={_('editor.courses.new')}>
        <Stack gap="md">
          <TextInput
            label={_('editor.newCourse.title')}
            withAsterisk
            {...form.register('title')}
            error={form.formState.errors.title?.message}
          />
          <Controller
            control={form.control}
            name="categoryId"
            render={({ field, fieldState }) => (
              <Select
                label={_('editor.newCourse.category')}
                withAsterisk
                placeholder={
                  categories.isPending ? _('editor.common.loading') : _('editor.newCourse.chooseCategory')
                }
                data={(categories.data ?? []).map((category) => ({
                  value: category.id,
                  label: category.name,
                }))}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {_('editor.common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {_('editor.newCourse.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
