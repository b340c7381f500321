import { adminCatalogueLimits } from '@coursewise/contract';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { Type } from '@sinclair/typebox';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { showSaveError, useAdminForm } from '../../lib/admin-form';
import { useCategoryOptions, useCreateCourse } from '../api/courses';
import { useEditorApi } from '../api/editor-context';

const NewCourseSchema = Type.Object({
  title: Type.String({ minLength: 1, maxLength: adminCatalogueLimits.titleMax }),
  categoryId: Type.String({ minLength: 1, errorMessage: 'Choose a category' }),
});

/** Asks for what a draft needs (a title and a category), creates it and opens its editor. */
export function NewCourseDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const { coursesPath } = useEditorApi();
  const categories = useCategoryOptions();
  const form = useAdminForm(NewCourseSchema, { title: '', categoryId: '' }, { trim: ['title'] });
  const create = useCreateCourse((course) => {
    onClose();
    void navigate(`${coursesPath}/${course.id}`);
  });

  const submit = form.handleSubmit((values) =>
    create.mutate(values, { onError: (error) => showSaveError(error, form) }),
  );
  return (
    <Modal opened={opened} onClose={onClose} title="New course" centered>
      <form onSubmit={submit} noValidate aria-label="New course">
        <Stack gap="md">
          <TextInput
            label="Title"
            withAsterisk
            {...form.register('title')}
            error={form.formState.errors.title?.message}
          />
          <Controller
            control={form.control}
            name="categoryId"
            render={({ field, fieldState }) => (
              <Select
                label="Category"
                withAsterisk
                placeholder={categories.isPending ? 'Loading…' : 'Choose a category'}
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
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create draft
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
