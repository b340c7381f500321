import { type AdminCategory, adminCatalogueLimits as L } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { Type } from '@sinclair/typebox';
import { useMemo } from 'react';
import { FormNumberField } from '../../components/number-field';
import { showSaveError, useAdminForm } from '../../lib/admin-form';
import { useSaveCategory } from '../api/categories';
import type { Translate } from '../lib/editor-i18n';

const categoryFormSchema = (_: Translate) =>
  Type.Object({
    name: Type.String({ minLength: 1, maxLength: L.nameMax }),
    slug: Type.String({
      maxLength: 120,
      pattern: '^$|^[a-z0-9]+(?:-[a-z0-9]+)*$',
      errorMessage: _('editor.category.error.slug'),
    }),
    position: Type.Integer({
      minimum: 0,
      maximum: 100_000,
      errorMessage: _('editor.category.error.position'),
    }),
  });

/** Create or edit a category: name, address slug (made from the name when empty), position in lists. */
export function CategoryForm({ category, onDone }: { category?: AdminCategory; onDone: () => void }) {
  const { _ } = useLingui();
  const schema = useMemo(() => categoryFormSchema(_), [_]);
  const form = useAdminForm(
    schema,
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
    <form
      onSubmit={submit}
      noValidate
      aria-label={category ? _('editor.categories.edit') : _('editor.categories.new')}
    >
      <Stack gap="md">
        <TextInput
          label={_('editor.categories.column.name')}
          withAsterisk
          {...form.register('name')}
          error={errors.name?.message}
        />
        <TextInput
          label={_('editor.categories.column.slug')}
          description={_('editor.category.slugHint')}
          {...form.register('slug')}
          error={errors.slug?.message}
        />
        <FormNumberField
          control={form.control}
          name="position"
          label={_('editor.categories.column.position')}
          description={_('editor.category.positionHint')}
          min={0}
          allowDecimal={false}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {_('editor.common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {_('editor.category.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
