import { type AdminFaq, adminContentLimits as L, Locale } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { Type } from '@sinclair/typebox';
import { Controller } from 'react-hook-form';
import { RichTextEditor } from '../components/rich-text-editor';
import { showSaveError, useAdminForm } from '../lib/admin-form';
import { LanguageField } from './content-languages';
import { faqsApi } from './ordered-content-api';
import type { ItemFormProps } from './ordered-content-page';
import { useSaveItem } from './use-save-item';

const faqFormSchema = Type.Object({
  question: Type.String({ minLength: 1, maxLength: L.questionMax }),
  answer: Type.String({ minLength: 1, maxLength: L.answerMax }),
  published: Type.Boolean(),
  locale: Locale,
});

/** Create or edit one FAQ: its language, the question, its answer (rich text) and whether visitors see it. */
export function FaqForm({ item, locale, onDone }: ItemFormProps<AdminFaq>) {
  const { _ } = useLingui();
  const form = useAdminForm(
    faqFormSchema,
    {
      question: item?.question ?? '',
      answer: item?.answer ?? '',
      published: item?.published ?? true,
      locale: item?.locale ?? locale,
    },
    { trim: ['question'] },
  );
  const save = useSaveItem(
    faqsApi,
    item?.id ?? null,
    { saved: _('console.content.faqs.saved'), added: _('console.content.faqs.added') },
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
              description={_('console.content.faqs.languageHint')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.locale?.message}
            />
          )}
        />
        <TextInput
          label={_('console.content.faqs.question')}
          required
          {...form.register('question')}
          error={errors.question?.message}
        />
        <Controller
          control={form.control}
          name="answer"
          render={({ field }) => (
            <RichTextEditor
              label={_('console.content.faqs.answer')}
              value={field.value}
              onChange={field.onChange}
              error={errors.answer?.message}
            />
          )}
        />
        <Checkbox label={_('console.content.faqs.published')} {...form.register('published')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {_('console.common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {item ? _('console.content.faqs.save') : _('console.content.faqs.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
