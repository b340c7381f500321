import { type AdminCategory, adminCatalogueLimits as L } from '@coursewise/contract';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { Type } from '@sinclair/typebox';
import { FormNumberField } from '../../components/number-field';
import { showSaveError, useAdminForm } from '../../lib/admin-form';
import { useSaveCategory } from '../api/categories';

const CategoryFormSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: L.nameMax }),
  slug: Type.String({
    maxLength: 120,
    pattern: '^$|^[a-z0-9]+(?:-[a-z0-9]+)*$',
    errorMessage: 'Use lower-case letters, digits and single dashes, or leave it empty',
  }),
  position: Type.Integer({ minimum: 0, maximum: 100_000, errorMessage: 'Enter a whole number of 0 or more' }),
});

/** Create or edit a category: name, address slug (made from the name when empty), position in lists. */
export function CategoryForm({ category, onDone }: { category?: AdminCategory; onDone: () => void }) {
  const form = useAdminForm(
    CategoryFormSchema,
    { name: category?.name ?? '', slug: category?.slug ?? '', position: category?.position ?? 0 },
    { trim: ['name', 'slug'] },
  );
  const save = useSaveCategory(onDone);
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ name, slug, position }) =>
    save.mutate(
      { id: category?.id, body: { name, position, ...(slug ? { slug } : {}) } },
      { onError: (error) => showSaveError(error, form) },
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={category ? 'Edit category' : 'New category'}>
      <Stack gap="md">
        <TextInput label="Name" withAsterisk {...form.register('name')} error={errors.name?.message} />
        <TextInput
          label="Slug"
          description="Its address in the catalogue; made from the name when empty."
          {...form.register('slug')}
          error={errors.slug?.message}
        />
        <FormNumberField
          control={form.control}
          name="position"
          label="Position"
          description="Lower numbers come first."
          min={0}
          allowDecimal={false}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save category
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
