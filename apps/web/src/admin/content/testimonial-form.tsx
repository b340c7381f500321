import { type AdminTestimonial, adminContentLimits as L } from '@coursewise/contract';
import { Button, Checkbox, Group, Input, Rating, Stack, Textarea, TextInput } from '@mantine/core';
import { Type } from '@sinclair/typebox';
import { Controller } from 'react-hook-form';
import { UploadField } from '../components/upload-field';
import { showSaveError, useAdminForm } from '../lib/admin-form';
import { testimonialsApi } from './ordered-content-api';
import type { ItemFormProps } from './ordered-content-page';
import { useSaveItem } from './use-save-item';

const testimonialFormSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: L.nameMax }),
  role: Type.String({ maxLength: L.roleMax }),
  quote: Type.String({ minLength: 1, maxLength: L.quoteMax }),
  rating: Type.Integer({ minimum: 1, maximum: 5, errorMessage: 'Choose 1 to 5 stars' }),
  avatarUrl: Type.Union([Type.String(), Type.Null()]),
  published: Type.Boolean(),
});

/** Create or edit a testimonial: who said it, what, their rating and picture. */
export function TestimonialForm({ item, onDone }: ItemFormProps<AdminTestimonial>) {
  const form = useAdminForm(
    testimonialFormSchema,
    {
      name: item?.name ?? '',
      role: item?.role ?? '',
      quote: item?.quote ?? '',
      rating: item?.rating ?? 5,
      avatarUrl: item?.avatarUrl ?? null,
      published: item?.published ?? true,
    },
    { trim: ['name', 'role', 'quote'] },
  );
  const save = useSaveItem(testimonialsApi, item?.id ?? null, 'Testimonial', onDone);
  const { errors } = form.formState;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) =>
        save.mutate(values, { onError: (error) => showSaveError(error, form) }),
      )}
    >
      <Stack gap="md">
        <Group grow align="flex-start">
          <TextInput label="Name" required {...form.register('name')} error={errors.name?.message} />
          <TextInput
            label="Role"
            description="e.g. Front-end developer"
            {...form.register('role')}
            error={errors.role?.message}
          />
        </Group>
        <Textarea
          label="Quote"
          required
          autosize
          minRows={3}
          {...form.register('quote')}
          error={errors.quote?.message}
        />
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => (
            <Input.Wrapper label="Rating" error={errors.rating?.message}>
              <Rating value={field.value} onChange={field.onChange} aria-label="Rating" mt={4} />
            </Input.Wrapper>
          )}
        />
        <Controller
          control={form.control}
          name="avatarUrl"
          render={({ field }) => (
            <UploadField
              label="Picture"
              area="profile-picture"
              value={field.value}
              onChange={(upload) => field.onChange(upload?.url ?? null)}
              description="Optional. JPEG, PNG or WebP."
            />
          )}
        />
        <Checkbox label="Shown on the home page" {...form.register('published')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {item ? 'Save testimonial' : 'Add testimonial'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
