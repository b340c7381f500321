import type { AdminQuestion } from '@coursewise/contract';
import { Badge, Button, Group, Image, List, Stack, Text } from '@mantine/core';

interface QuestionItemProps {
  question: AdminQuestion;
  number: number;
  onEdit: () => void;
  onDelete: () => void;
}

/** A question as the admin reviews it: the text, picture, every option with the key marked, the explanation. */
export function QuestionItem({ question, number, onEdit, onDelete }: QuestionItemProps) {
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Text fw={600}>
          {number}. {question.text}
          {question.multiple ? (
            <Badge ml="xs" variant="light" size="sm">
              Multiple answers
            </Badge>
          ) : null}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="default" onClick={onEdit} aria-label={`Edit question ${number}`}>
            Edit
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={onDelete}
            aria-label={`Delete question ${number}`}
          >
            Delete
          </Button>
        </Group>
      </Group>
      {question.imageUrl ? (
        <Image src={question.imageUrl} alt={`Picture of question ${number}`} maw={200} radius="sm" />
      ) : null}
      <List size="sm" aria-label={`Options of question ${number}`}>
        {question.options.map((option) => (
          <List.Item key={option.id} fw={option.isCorrect ? 700 : undefined}>
            {option.text}
            {option.isCorrect ? (
              <Text span c="teal.9" size="sm" fw={700}>
                {' '}
                ✓ Correct
              </Text>
            ) : null}
          </List.Item>
        ))}
      </List>
      {question.explanation ? (
        <Text size="sm" c="dimmed">
          Explanation: {question.explanation}
        </Text>
      ) : null}
    </Stack>
  );
}
