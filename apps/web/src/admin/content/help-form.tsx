import { type AdminHelpArticle, adminContentLimits as L } from '@coursewise/contract';
import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { Type } from '@sinclair/typebox';
import { Controller } from 'react-hook-form';
import { RichTextEditor } from '../components/rich-text-editor';
import { showSaveError, useAdminForm } from '../lib/admin-form';
import { helpArticlesApi } from './ordered-content-api';
import type { ItemFormProps } from './ordered-content-page';
import { useSaveItem } from './use-save-item';

const helpFormSchema = Type.Object({
  title: Type.String({ minLength: 1, maxLength: L.titleMax }),
  slug: Type.String({
    minLength: 1,
    maxLength: 80,
    pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$',
    errorMessage: 'Use lower-case letters, digits and single dashes',
  }),
  category: Type.String({ minLength: 1, maxLength: L.categoryMax }),
  body: Type.String({ minLength: 1, maxLength: L.articleMax }),
  published: Type.Boolean(),
});

/** "Resetting your password" → "resetting-your-password". */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** Create or edit a help article: title, address, category and the article itself. */
export function HelpForm({ item, onDone }: ItemFormProps<AdminHelpArticle>) {
  const form = useAdminForm(
    helpFormSchema,
    {
      title: item?.title ?? '',
      slug: item?.slug ?? '',
      category: item?.category ?? '',
      body: item?.body ?? '',
      published: item?.published ?? true,
    },
    { trim: ['title', 'slug', 'category'] },
  );
  const save = useSaveItem(helpArticlesApi, item?.id ?? null, 'Article', onDone);
  const { errors } = form.formState;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) =>
        save.mutate(values, { onError: (error) => showSaveError(error, form) }),
      )}
    >
      <Stack gap="md">
        <TextInput
          label="Title"
          required
          {...form.register('title', {
            // A new article's address follows its title until the admin edits the address.
            onChange: (event: { target: { value: string } }) => {
              if (!item && !form.getFieldState('slug').isDirty)
                form.setValue('slug', slugify(event.target.value));
            },
          })}
          error={errors.title?.message}
        />
        <Group grow align="flex-start">
          <TextInput
            label="Address"
            description="/help#address"
            required
            {...form.register('slug')}
            error={errors.slug?.message}
          />
          <TextInput
            label="Category"
            description="e.g. Payments"
            required
            {...form.register('category')}
            error={errors.category?.message}
          />
        </Group>
        <Controller
          control={form.control}
          name="body"
          render={({ field }) => (
            <RichTextEditor
              label="Article"
              value={field.value}
              onChange={field.onChange}
              error={errors.body?.message}
            />
          )}
        />
        <Checkbox label="Shown on the help page" {...form.register('published')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {item ? 'Save article' : 'Add article'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
