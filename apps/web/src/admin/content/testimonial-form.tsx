import { type AdminTestimonial, adminContentLimits as L } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Button, Checkbox, Group, Input, Rating, Stack, Textarea, TextInput } from '@mantine/core';
import { Type } from '@sinclair/typebox';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { UploadField } from '../components/upload-field';
import { showSaveError, useAdminForm } from '../lib/admin-form';
import type { Translate } from '../lib/locale-text';
import { testimonialsApi } from './ordered-content-api';
import type { ItemFormProps } from './ordered-content-page';
import { useSaveItem } from './use-save-item';

const testimonialFormSchema = (_: Translate) =>
  Type.Object({
    name: Type.String({ minLength: 1, maxLength: L.nameMax }),
    role: Type.String({ maxLength: L.roleMax }),
    quote: Type.String({ minLength: 1, maxLength: L.quoteMax }),
    rating: Type.Integer({
      minimum: 1,
      maximum: 5,
      errorMessage: _('console.content.testimonials.ratingRule'),
    }),
    avatarUrl: Type.Union([Type.String(), Type.Null()]),
    published: Type.Boolean(),
  });

/** Create or edit a testimonial: who said it, what, their rating and picture. */
export function TestimonialForm({ item, onDone }: ItemFormProps<AdminTestimonial>) {
  const { _ } = useLingui();
  const schema = useMemo(() => testimonialFormSchema(_), [_]);
  const form = useAdminForm(
    schema,
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
  const save = useSaveItem(
    testimonialsApi,
    item?.id ?? null,
    { saved: _('console.content.testimonials.saved'), added: _('console.content.testimonials.added') },
    onDone,
  );
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
          <TextInput
            label={_('console.content.testimonials.name')}
            required
            {...form.register('name')}
            error={errors.name?.message}
          />
          <TextInput
            label={_('console.content.testimonials.role')}
            description={_('console.content.testimonials.roleHint')}
            {...form.register('role')}
            error={errors.role?.message}
          />
        </Group>
        <Textarea
          label={_('console.content.testimonials.quote')}
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
            <Input.Wrapper label={_('console.content.testimonials.rating')} error={errors.rating?.message}>
              <Rating
                value={field.value}
                onChange={field.onChange}
                aria-label={_('console.content.testimonials.rating')}
                mt={4}
              />
            </Input.Wrapper>
          )}
        />
        <Controller
          control={form.control}
          name="avatarUrl"
          render={({ field }) => (
            <UploadField
              label={_('console.content.testimonials.picture')}
              area="profile-picture"
              value={field.value}
              onChange={(upload) => field.onChange(upload?.url ?? null)}
              description={_('console.content.testimonials.pictureHint')}
            />
          )}
        />
        <Checkbox label={_('console.content.testimonials.published')} {...form.register('published')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {_('console.common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {item ? _('console.content.testimonials.save') : _('console.content.testimonials.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
