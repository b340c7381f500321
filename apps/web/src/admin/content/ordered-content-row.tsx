import { useLingui } from '@lingui/react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Locale } from '../../i18n/locales';
import { LanguageBadge } from './content-languages';

interface OrderedContentRowProps {
  title: string;
  isHidden: boolean;
  /** The language it is written in, for lists written per language. */
  locale?: Locale;
  summary?: ReactNode;
  onEdit: () => void;
  onDelete: () => void;
}

/** One item of an ordered content list: its title and marks (hidden, language), a summary, its actions. */
export function OrderedContentRow({
  title,
  isHidden,
  locale,
  summary,
  onEdit,
  onDelete,
}: OrderedContentRowProps) {
  const { _ } = useLingui();
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap="xs">
          <Text fw={600}>{title}</Text>
          {isHidden ? (
            <Badge color="gray" variant="light">
              {_('console.content.list.hidden')}
            </Badge>
          ) : null}
          {locale ? <LanguageBadge locale={locale} /> : null}
        </Group>
        {summary}
      </Stack>
      <Group gap="xs" wrap="nowrap">
        <Button
          size="xs"
          variant="default"
          aria-label={_('console.content.list.editTitle', { title })}
          onClick={onEdit}
        >
          {_('console.content.list.edit')}
        </Button>
        <Button
          size="xs"
          variant="light"
          color="red"
          aria-label={_('console.content.list.deleteTitle', { title })}
          onClick={onDelete}
        >
          {_('console.content.list.delete')}
        </Button>
      </Group>
    </Group>
  );
}
