import { useLingui } from '@lingui/react';
import { ActionIcon, Button, Group, Input, Stack, TextInput } from '@mantine/core';

interface StringListFieldProps {
  label: string;
  /** The button that adds a line ("Add outcome"). */
  addLabel: string;
  /** Names the button that removes line `number` ("Remove outcome 2"). */
  removeLabel: (number: number) => string;
  value: string[];
  onChange: (value: string[]) => void;
  maxItems: number;
  description?: string;
  /** Messages of single lines, by index. */
  errors?: (string | undefined)[];
}

/** An editable list of short lines (what learners will learn, what they need): add, edit, remove. */
export function StringListField({
  label,
  addLabel,
  removeLabel,
  value,
  onChange,
  maxItems,
  description,
  errors = [],
}: StringListFieldProps) {
  const { _ } = useLingui();
  const replace = (index: number, text: string) =>
    onChange(value.map((item, at) => (at === index ? text : item)));
  return (
    <Input.Wrapper label={label} description={description} labelProps={{ component: 'span' }}>
      <Stack gap="xs" mt={4}>
        {value.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines are plain strings edited in place; the index is their identity.
          <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              aria-label={_('editor.stringList.line', { label, number: index + 1 })}
              value={item}
              onChange={(event) => replace(index, event.currentTarget.value)}
              error={errors[index]}
              style={{ flex: 1 }}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={removeLabel(index + 1)}
              onClick={() => onChange(value.filter((_, at) => at !== index))}
            >
              <span aria-hidden="true">×</span>
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="default"
          size="xs"
          w="fit-content"
          disabled={value.length >= maxItems}
          onClick={() => onChange([...value, ''])}
        >
          {addLabel}
        </Button>
      </Stack>
    </Input.Wrapper>
  );
}
