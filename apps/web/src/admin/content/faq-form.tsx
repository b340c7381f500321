import { type AdminFaq, adminContentLimits as L } from '@coursewise/contract';
import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { Type } from '@sinclair/typebox';
import { Controller } from 'react-hook-form';
import { RichTextEditor } from '../components/rich-text-editor';
import { showSaveError, useAdminForm } from '../lib/admin-form';
import { faqsApi } from './ordered-content-api';
import type { ItemFormProps } from './ordered-content-page';
import { useSaveItem } from './use-save-item';

const faqFormSchema = Type.Object({
  question: Type.String({ minLength: 1, maxLength: L.questionMax }),
  answer: Type.String({ minLength: 1, maxLength: L.answerMax }),
  published: Type.Boolean(),
});

/** Create or edit one FAQ: the question, its answer (rich text) and whether visitors see it. */
export function FaqForm({ item, onDone }: ItemFormProps<AdminFaq>) {
  const form = useAdminForm(
    faqFormSchema,
    { question: item?.question ?? '', answer: item?.answer ?? '', published: item?.published ?? true },
    { trim: ['question'] },
  );
  const save = useSaveItem(faqsApi, item?.id ?? null, 'FAQ', onDone);
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
          label="Question"
          required
          {...form.register('question')}
          error={errors.question?.message}
        />
        <Controller
          control={form.control}
          name="answer"
          render={({ field }) => (
            <RichTextEditor
              label="Answer"
              value={field.value}
              onChange={field.onChange}
              error={errors.answer?.message}
            />
          )}
        />
        <Checkbox label="Shown on the FAQ page" {...form.register('published')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {item ? 'Save FAQ' : 'Add FAQ'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
