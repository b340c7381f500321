import type { AdminQuestion } from '@coursewise/contract';
import { adminQuestionLimits as L } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMemo } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import { UploadField } from '../../components/upload-field';
import { showSaveError, useAdminForm } from '../../lib/admin-form';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import {
  blankOption,
  type QuestionFormValues,
  questionFormSchema,
  toQuestionValues,
} from '../lib/question-form';

interface QuestionFormProps {
  question?: AdminQuestion;
  isPending: boolean;
  /** Saves; rejects with the server's error, shown under the fields or in a toast. */
  onSave: (values: QuestionFormValues) => Promise<unknown>;
  onCancel: () => void;
}

/** A question: its text, an optional picture, 2–8 options with the correct ones ticked, an explanation. */
export function QuestionForm({ question, isPending, onSave, onCancel }: QuestionFormProps) {
  const { _ } = useLingui();
  const schema = useMemo(() => questionFormSchema(_), [_]);
  const form = useAdminForm(schema, toQuestionValues(question), { trim: ['text'] });
  const options = useFieldArray({ control: form.control, name: 'options' });
  const { errors } = form.formState;
  const listError = errors.options?.root?.message ?? errors.options?.message;
  const leavePrompt = useUnsavedChanges(form.formState.isDirty);

  const submit = form.handleSubmit(async (values) => {
    if (!values.options.some((option) => option.isCorrect)) {
      form.setError('options', { type: 'rule', message: _('editor.questionForm.error.noCorrect') });
      return;
    }
    await onSave(values).catch((error: unknown) => showSaveError(error, form));
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={question ? _('editor.questions.edit') : _('editor.questions.new')}
    >
      <Stack gap="md">
        <Textarea
          label={_('editor.questionForm.question')}
          withAsterisk
          autosize
          minRows={2}
          {...form.register('text')}
          error={errors.text?.message}
        />
        <Controller
          control={form.control}
          name="imageUrl"
          render={({ field }) => (
            <UploadField
              label={_('editor.questionForm.picture')}
              area="question-picture"
              value={field.value}
              onChange={(upload) => field.onChange(upload?.url ?? null)}
              description={_('editor.questionForm.pictureHint')}
            />
          )}
        />
        <Fieldset
          legend={_('editor.questionForm.options')}
          aria-describedby={listError ? 'question-options-error' : undefined}
        >
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {_('editor.questionForm.optionsHint')}
            </Text>
            {options.fields.map((option, index) => (
              <Group key={option.id} gap="xs" align="flex-start" wrap="nowrap">
                <Checkbox
                  mt={8}
                  label={_('editor.questionForm.correct')}
                  aria-label={_('editor.questionForm.isCorrect', { number: index + 1 })}
                  {...form.register(`options.${index}.isCorrect`)}
                />
                <TextInput
                  aria-label={_('editor.questionForm.option', { number: index + 1 })}
                  placeholder={_('editor.questionForm.option', { number: index + 1 })}
                  {...form.register(`options.${index}.text`)}
                  error={errors.options?.[index]?.text?.message}
                  style={{ flex: 1 }}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  disabled={options.fields.length <= L.optionsMin}
                  aria-label={_('editor.questionForm.removeOption', { number: index + 1 })}
                  onClick={() => options.remove(index)}
                >
                  <span aria-hidden="true">×</span>
                </ActionIcon>
              </Group>
            ))}
            {listError ? (
              <Text id="question-options-error" size="sm" c="red" role="alert">
                {listError}
              </Text>
            ) : null}
            <Button
              variant="default"
              size="xs"
              w="fit-content"
              disabled={options.fields.length >= L.optionsMax}
              onClick={() => options.append(blankOption())}
            >
              {_('editor.questionForm.addOption')}
            </Button>
          </Stack>
        </Fieldset>
        <Textarea
          label={_('editor.questionForm.explanation')}
          description={_('editor.questionForm.explanationHint')}
          autosize
          minRows={2}
          {...form.register('explanation')}
          error={errors.explanation?.message}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {_('editor.common.cancel')}
          </Button>
          <Button type="submit" loading={isPending}>
            {_('editor.questionForm.save')}
          </Button>
        </Group>
      </Stack>
      {leavePrompt}
    </form>
  );
}
