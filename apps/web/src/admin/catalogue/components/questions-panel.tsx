import type { AdminQuestion } from '@coursewise/contract';
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
        <Button onClick={() => setEditing('new')}>Add question</Button>
      </Group>
      {questions.isError ? (
        <QueryError error={questions.error} onRetry={() => void questions.refetch()} />
      ) : null}
      {questions.isSuccess && items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No questions yet.
        </Text>
      ) : null}
      {items.length > 0 ? (
        <SortableList
          label={`${title}: questions`}
          itemName="question"
          items={items}
          itemTitle={(question) => `${numberOf(question.id)}, ${question.text}`}
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
          Import from CSV
        </Title>
        <CsvImport set={set} />
      </Paper>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'New question' : 'Edit question'}
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
        title="Delete this question?"
        message={`Question ${deleting?.number ?? ''} will be removed. If learners have answered it, it is archived so their results stay readable.`}
        confirmLabel="Delete question"
        isDanger
        isPending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      />
    </Stack>
  );
}
