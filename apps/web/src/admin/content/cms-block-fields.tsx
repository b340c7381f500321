import type { UploadArea } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
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
  /**
   * Words in another language: the block's key, place and picture are the default page's, so they
   * are shown, not edited.
   */
  isTranslation: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}

/** One content block of a page: its key, title, text, picture and call to action. */
export function CmsBlockFields(props: CmsBlockFieldsProps) {
  const { form, index, count, area, isTranslation, onMove, onRemove } = props;
  const { _ } = useLingui();
  const errors = form.formState.errors.blocks?.[index];
  const key = form.watch(`blocks.${index}.key`);
  const hasPicture = form.watch(`blocks.${index}.imageUrl`) !== null;
  const name = key
    ? _('console.content.cms.blockWithKey', { number: index + 1, key })
    : _('console.content.cms.block', { number: index + 1 });
  return (
    <Paper withBorder radius="md" p="md" component="fieldset" aria-label={name}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={700}>{name}</Text>
          {isTranslation ? null : (
            <Group gap="xs">
              <Button
                size="xs"
                variant="default"
                disabled={index === 0}
                onClick={() => onMove(index, index - 1)}
                aria-label={_('console.content.cms.moveUp', { name })}
              >
                {_('console.content.cms.up')}
              </Button>
              <Button
                size="xs"
                variant="default"
                disabled={index === count - 1}
                onClick={() => onMove(index, index + 1)}
                aria-label={_('console.content.cms.moveDown', { name })}
              >
                {_('console.content.cms.down')}
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                onClick={onRemove}
                aria-label={_('console.content.cms.removeBlock', { name })}
              >
                {_('console.content.cms.remove')}
              </Button>
            </Group>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={_('console.content.cms.key')}
            description={_('console.content.cms.keyHint')}
            required
            readOnly={isTranslation}
            {...form.register(`blocks.${index}.key`)}
            error={errors?.key?.message}
          />
          <TextInput
            label={_('console.content.cms.blockTitle')}
            {...form.register(`blocks.${index}.title`)}
            error={errors?.title?.message}
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name={`blocks.${index}.body`}
          render={({ field }) => (
            <RichTextEditor
              label={_('console.content.cms.text')}
              value={field.value}
              onChange={field.onChange}
              error={errors?.body?.message}
            />
          )}
        />
        {isTranslation ? (
          hasPicture ? (
            <Text size="sm" c="dimmed">
              {_('console.content.cms.sharedPicture')}
            </Text>
          ) : null
        ) : (
          <Controller
            control={form.control}
            name={`blocks.${index}.imageUrl`}
            render={({ field }) => (
              <UploadField
                label={_('console.content.cms.picture')}
                area={area}
                value={field.value}
                onChange={(upload) => field.onChange(upload?.url ?? null)}
              />
            )}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={_('console.content.cms.buttonLabel')}
            {...form.register(`blocks.${index}.ctaLabel`)}
            error={errors?.ctaLabel?.message}
          />
          <TextInput
            label={_('console.content.cms.buttonLink')}
            placeholder="/courses"
            {...form.register(`blocks.${index}.ctaUrl`)}
            error={errors?.ctaUrl?.message}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
