import type { AdminQuestion } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { QueryError } from '../../../components/query-error';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { QuestionSet } from '../api/question-set';
import {
  useCreateQuestion,
  useDeleteQuestion,
  useQuestions,
  useReorderQuestions,
  useUpdateQuestion,
} from '../api/questions';
import { type QuestionFormValues, toQuestionBody } from '../lib/question-form';
import { CsvImport } from './csv-import';
import { QuestionForm } from './question-form';
import { QuestionItem } from './question-item';
import { SortableList } from './sortable-list';

interface QuestionsPanelProps {
  set: QuestionSet;
  title: string;
  description: string;
}

/** A chapter's quiz or a course's final pool: the questions with their key, add, edit, delete, order, CSV import. */
export function QuestionsPanel({ set, title, description }: QuestionsPanelProps) {
  const { _ } = useLingui();
  const questions = useQuestions(set);
  const create = useCreateQuestion(set);
  const update = useUpdateQuestion();
  const remove = useDeleteQuestion();
  const reorder = useReorderQuestions(set);
  const [editing, setEditing] = useState<AdminQuestion | 'new' | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; number: number } | null>(null);
  const items = questions.data ?? [];
  const numberOf = (id: string) => items.findIndex((question) => question.id === id) + 1;

  const save = (values: QuestionFormValues) => {
    const body = toQuestionBody(values);
    const saving =
      editing === 'new' || editing === null
        ? create.mutateAsync(body)
        : update.mutateAsync({ id: editing.id, body });
    return saving.then(() => setEditing(null));
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h3">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </Stack>
        <Button onClick={() => setEditing('new')}>{_('editor.questions.add')}</Button>
      </Group>
      {questions.isError ? (
        <QueryError error={questions.error} onRetry={() => void questions.refetch()} />
      ) : null}
      {questions.isSuccess && items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {_('editor.questions.empty')}
        </Text>
      ) : null}
      {items.length > 0 ? (
        <SortableList
          label={_('editor.questions.list', { title })}
          itemName={_('editor.questions.itemName')}
          items={items}
          itemTitle={(question) =>
            _('editor.questions.itemTitle', { number: numberOf(question.id), text: question.text })
          }
          onReorder={(ids) => reorder.mutate(ids)}
          renderItem={(question) => (
            <QuestionItem
              question={question}
              number={numberOf(question.id)}
              onEdit={() => setEditing(question)}
              onDelete={() => setDeleting({ id: question.id, number: numberOf(question.id) })}
            />
          )}
        />
      ) : null}
      <Paper withBorder p="md" radius="md">
        <Title order={3} size="h5" mb="xs">
          {_('editor.questions.import')}
        </Title>
        <CsvImport set={set} />
      </Paper>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? _('editor.questions.new') : _('editor.questions.edit')}
        size="lg"
      >
        {editing !== null ? (
          <QuestionForm
            question={editing === 'new' ? undefined : editing}
            isPending={create.isPending || update.isPending}
            onSave={save}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Modal>
      <ConfirmDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={_('editor.questions.deleteTitle')}
        message={_('editor.questions.deleteMessage', { number: deleting?.number ?? '' })}
        confirmLabel={_('editor.questions.delete')}
        isDanger
        isPending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      />
    </Stack>
  );
}
