import type { QuizItem } from '@coursewise/contract';
import { Badge, List, Paper, Table, Text, Title } from '@mantine/core';

const share = (value: number | null) => (value === null ? '—' : `${value.toFixed(1)}%`);

const FLAGS = {
  easy: { label: 'Everyone gets it right', color: 'teal' },
  hard: { label: 'Almost nobody gets it right', color: 'red' },
} as const;

/** Per question of the chapter quizzes and the final pool: answers, share correct and each option's share. */
export function QuizItems({ items }: { items: QuizItem[] }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="xs">
        Quiz questions
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Answers given in the range. A question with at least 10 answers is flagged when 95 % or more get it
        right, or 5 % or fewer.
      </Text>
      {items.length === 0 ? (
        <Text c="dimmed" size="sm">
          This course has no quiz questions.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped aria-label="Quiz questions">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Question</Table.Th>
                <Table.Th scope="col">Quiz</Table.Th>
                <Table.Th scope="col">Answers</Table.Th>
                <Table.Th scope="col">Correct</Table.Th>
                <Table.Th scope="col">Options chosen</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Th scope="row" fw={500}>
                    {item.text}
                    {item.flag ? (
                      <Badge ml="xs" color={FLAGS[item.flag].color} variant="light">
                        {FLAGS[item.flag].label}
                      </Badge>
                    ) : null}
                  </Table.Th>
                  <Table.Td>{item.chapter ? item.chapter.title : 'Final assessment'}</Table.Td>
                  <Table.Td>{item.answers}</Table.Td>
                  <Table.Td>{share(item.correctShare)}</Table.Td>
                  <Table.Td>
                    <List size="sm" listStyleType="none">
                      {item.options.map((option) => (
                        <List.Item key={option.id}>
                          {option.text}
                          {option.isCorrect ? ' (correct)' : ''}: {share(option.share)}
                        </List.Item>
                      ))}
                    </List>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
