import type { UploadArea } from '@coursewise/contract';
import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { RichTextEditor } from '../components/rich-text-editor';
import { UploadField } from '../components/upload-field';
import type { CmsFormValues } from './cms-form-schema';

interface CmsBlockFieldsProps {
  form: UseFormReturn<CmsFormValues>;
  index: number;
  count: number;
  area: UploadArea;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}

/** One content block of a page: its key, title, text, picture and call to action. */
export function CmsBlockFields({ form, index, count, area, onMove, onRemove }: CmsBlockFieldsProps) {
  const errors = form.formState.errors.blocks?.[index];
  const key = form.watch(`blocks.${index}.key`);
  const name = `Block ${index + 1}${key ? ` (${key})` : ''}`;
  return (
    <Paper withBorder radius="md" p="md" component="fieldset" aria-label={name}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={700}>{name}</Text>
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              disabled={index === 0}
              onClick={() => onMove(index, index - 1)}
              aria-label={`Move ${name} up`}
            >
              Up
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={index === count - 1}
              onClick={() => onMove(index, index + 1)}
              aria-label={`Move ${name} down`}
            >
              Down
            </Button>
            <Button size="xs" variant="subtle" color="red" onClick={onRemove} aria-label={`Remove ${name}`}>
              Remove
            </Button>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Key"
            description="Names the block for the page (hero, mission…)"
            required
            {...form.register(`blocks.${index}.key`)}
            error={errors?.key?.message}
          />
          <TextInput
            label="Title"
            {...form.register(`blocks.${index}.title`)}
            error={errors?.title?.message}
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name={`blocks.${index}.body`}
          render={({ field }) => (
            <RichTextEditor
              label="Text"
              value={field.value}
              onChange={field.onChange}
              error={errors?.body?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name={`blocks.${index}.imageUrl`}
          render={({ field }) => (
            <UploadField
              label="Picture"
              area={area}
              value={field.value}
              onChange={(upload) => field.onChange(upload?.url ?? null)}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Button label"
            {...form.register(`blocks.${index}.ctaLabel`)}
            error={errors?.ctaLabel?.message}
          />
          <TextInput
            label="Button link"
            placeholder="/courses"
            {...form.register(`blocks.${index}.ctaUrl`)}
            error={errors?.ctaUrl?.message}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
