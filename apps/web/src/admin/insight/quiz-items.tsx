import type { QuizItem } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Badge, List, Paper, Table, Text, Title } from '@mantine/core';
import type { Locale } from '../../i18n/locales';
import { useActiveLocale } from '../../i18n/use-active-locale';
import { formatCount, formatPercent } from '../lib/locale-text';

const share = (value: number | null, locale: Locale) =>
  value === null ? '—' : formatPercent(value, locale, 1);

const FLAGS = {
  easy: { label: 'console.insight.quiz.easy', color: 'teal' },
  hard: { label: 'console.insight.quiz.hard', color: 'red' },
} as const;

/** Per question of the chapter quizzes and the final pool: answers, share correct and each option's share. */
export function QuizItems({ items }: { items: QuizItem[] }) {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="xs">
        {_('console.insight.quiz.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {_('console.insight.quiz.help')}
      </Text>
      {items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {_('console.insight.quiz.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped aria-label={_('console.insight.quiz.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{_('console.insight.quiz.question')}</Table.Th>
                <Table.Th scope="col">{_('console.insight.quiz.quiz')}</Table.Th>
                <Table.Th scope="col">{_('console.insight.quiz.answers')}</Table.Th>
                <Table.Th scope="col">{_('console.insight.quiz.correct')}</Table.Th>
                <Table.Th scope="col">{_('console.insight.quiz.options')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Th scope="row" fw={500}>
                    {item.text}
                    {item.flag ? (
                      <Badge ml="xs" color={FLAGS[item.flag].color} variant="light">
                        {_(FLAGS[item.flag].label)}
                      </Badge>
                    ) : null}
                  </Table.Th>
                  <Table.Td>{item.chapter ? item.chapter.title : _('console.insight.quiz.final')}</Table.Td>
                  <Table.Td>{formatCount(item.answers, locale)}</Table.Td>
                  <Table.Td>{share(item.correctShare, locale)}</Table.Td>
                  <Table.Td>
                    <List size="sm" listStyleType="none">
                      {item.options.map((option) => (
                        <List.Item key={option.id}>
                          {option.isCorrect
                            ? _('console.insight.quiz.correctOption', {
                                option: option.text,
                                share: share(option.share, locale),
                              })
                            : _('console.insight.quiz.option', {
                                option: option.text,
                                share: share(option.share, locale),
                              })}
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
