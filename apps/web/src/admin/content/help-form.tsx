import { type AdminHelpArticle, adminContentLimits as L, Locale } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { Type } from '@sinclair/typebox';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { RichTextEditor } from '../components/rich-text-editor';
import { showSaveError, useAdminForm } from '../lib/admin-form';
import type { Translate } from '../lib/locale-text';
import { LanguageField } from './content-languages';
import { helpArticlesApi } from './ordered-content-api';
import type { ItemFormProps } from './ordered-content-page';
import { useSaveItem } from './use-save-item';

const helpFormSchema = (_: Translate) =>
  Type.Object({
    title: Type.String({ minLength: 1, maxLength: L.titleMax }),
    slug: Type.String({
      minLength: 1,
      maxLength: 80,
      pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$',
      errorMessage: _('console.content.help.slugRule'),
    }),
    category: Type.String({ minLength: 1, maxLength: L.categoryMax }),
    body: Type.String({ minLength: 1, maxLength: L.articleMax }),
    published: Type.Boolean(),
    locale: Locale,
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

/** Create or edit a help article: its language, title, address, category and the article itself. */
export function HelpForm({ item, locale, onDone }: ItemFormProps<AdminHelpArticle>) {
  const { _ } = useLingui();
  const schema = useMemo(() => helpFormSchema(_), [_]);
  const form = useAdminForm(
    schema,
    {
      title: item?.title ?? '',
      slug: item?.slug ?? '',
      category: item?.category ?? '',
      body: item?.body ?? '',
      published: item?.published ?? true,
      locale: item?.locale ?? locale,
    },
    { trim: ['title', 'slug', 'category'] },
  );
  const save = useSaveItem(
    helpArticlesApi,
    item?.id ?? null,
    { saved: _('console.content.help.saved'), added: _('console.content.help.added') },
    onDone,
  );
  const { errors } = form.formState;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) =>
        save.mutate(values, { onError: (error) => showSaveError(error, form) }),
      )}
    >
      <Stack gap="md">
        <Controller
          control={form.control}
          name="locale"
          render={({ field }) => (
            <LanguageField
              description={_('console.content.help.languageHint')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.locale?.message}
            />
          )}
        />
        <TextInput
          label={_('console.content.help.articleTitle')}
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
            label={_('console.content.help.address')}
            description={_('console.content.help.addressHint')}
            required
            {...form.register('slug')}
            error={errors.slug?.message}
          />
          <TextInput
            label={_('console.content.help.category')}
            description={_('console.content.help.categoryHint')}
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
              label={_('console.content.help.article')}
              value={field.value}
              onChange={field.onChange}
              error={errors.body?.message}
            />
          )}
        />
        <Checkbox label={_('console.content.help.published')} {...form.register('published')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {_('console.common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {item ? _('console.content.help.save') : _('console.content.help.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
