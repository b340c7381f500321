import type { AdminQuestion } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Badge, Button, Group, Image, List, Stack, Text } from '@mantine/core';

interface QuestionItemProps {
  question: AdminQuestion;
  number: number;
  onEdit: () => void;
  onDelete: () => void;
}

/** A question as the admin reviews it: the text, picture, every option with the key marked, the explanation. */
export function QuestionItem({ question, number, onEdit, onDelete }: QuestionItemProps) {
  const { _ } = useLingui();
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Text fw={600}>
          {number}. {question.text}
          {question.multiple ? (
            <Badge ml="xs" variant="light" size="sm">
              {_('editor.question.multiple')}
            </Badge>
          ) : null}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="default"
            onClick={onEdit}
            aria-label={_('editor.question.editLabel', { number })}
          >
            {_('editor.question.edit')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={onDelete}
            aria-label={_('editor.question.deleteLabel', { number })}
          >
            {_('editor.common.delete')}
          </Button>
        </Group>
      </Group>
      {question.imageUrl ? (
        <Image src={question.imageUrl} alt={_('editor.question.picture', { number })} maw={200} radius="sm" />
      ) : null}
      <List size="sm" aria-label={_('editor.question.options', { number })}>
        {question.options.map((option) => (
          <List.Item key={option.id} fw={option.isCorrect ? 700 : undefined}>
            {option.text}
            {option.isCorrect ? (
              <Text span c="teal.9" size="sm" fw={700}>
                {' '}
                {_('editor.question.correct')}
              </Text>
            ) : null}
          </List.Item>
        ))}
      </List>
      {question.explanation ? (
        <Text size="sm" c="dimmed">
          {_('editor.question.explanation', { explanation: question.explanation })}
        </Text>
      ) : null}
    </Stack>
  );
}
