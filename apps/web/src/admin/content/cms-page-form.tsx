import type { AdminCmsPage, CmsPageBody } from '@coursewise/contract';
import { adminContentRoutes } from '@coursewise/contract/routes';
import { useLingui } from '@lingui/react';
import { Alert, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useFieldArray } from 'react-hook-form';
import { DEFAULT_LOCALE } from '../../i18n/locales';
import { call } from '../../lib/api-client';
import { useAdminMutation } from '../api/admin-api';
import { showSaveError, useAdminForm } from '../lib/admin-form';
import { useUnsavedChanges } from '../lib/use-unsaved-changes';
import { CmsBlockFields } from './cms-block-fields';
import {
  cmsFormSchema,
  emptyBlock,
  toCmsBody,
  toCmsFormValues,
  toCmsTranslationBody,
  uploadAreaFor,
} from './cms-form-schema';
import { languageName, localeQuery } from './content-languages';

interface CmsPageFormProps {
  /** The page in the language edited (`page.locale`): its own words, or the default's as a start. */
  page: AdminCmsPage;
  onDirtyChange: (isDirty: boolean) => void;
}

/**
 * A CMS page's form in one language: the default language edits everything (blocks added, moved,
 * removed, pictures); another edits the words only, and saves them with `?locale=`.
 */
export function CmsPageForm({ page, onDirtyChange }: CmsPageFormProps) {
  const { _ } = useLingui();
  const { locale } = page;
  const isTranslation = locale !== DEFAULT_LOCALE;
  const language = languageName(_, locale);
  const schema = useMemo(() => cmsFormSchema(_), [_]);
  const form = useAdminForm(schema, toCmsFormValues(page));
  const blocks = useFieldArray({ control: form.control, name: 'blocks' });
  const save = useAdminMutation({
    mutationFn: (body: CmsPageBody) =>
      call(adminContentRoutes.adminSaveCmsPage, {
        params: { page: page.slug },
        query: localeQuery(locale),
        body,
      }),
    invalidates: ['cms', 'audit'],
    successMessage: isTranslation
      ? _('console.content.cms.translationSaved', { language })
      : _('console.content.cms.saved'),
    silentError: true,
    onSuccess: (saved) => form.reset(toCmsFormValues(saved)),
  });
  const { errors, isDirty } = form.formState;
  const area = uploadAreaFor(page.slug);
  const leavePrompt = useUnsavedChanges(isDirty);
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) =>
        save.mutate(isTranslation ? toCmsTranslationBody(values) : toCmsBody(values), {
          onError: (error) => showSaveError(error, form),
        }),
      )}
    >
      <Stack gap="md" maw={900}>
        {isTranslation && !page.isTranslated ? (
          <Alert color="yellow" title={_('console.content.cms.untranslatedTitle', { language })}>
            {_('console.content.cms.untranslated', { language })}
          </Alert>
        ) : null}
        {isTranslation ? (
          <Text size="sm" c="dimmed">
            {_('console.content.cms.sharedLayout', { language })}
          </Text>
        ) : null}
        <TextInput
          label={_('console.content.cms.title')}
          required
          {...form.register('title')}
          error={errors.title?.message}
        />
        <Textarea
          label={_('console.content.cms.summary')}
          description={_('console.content.cms.summaryHint')}
          autosize
          minRows={2}
          {...form.register('summary')}
          error={errors.summary?.message}
        />
        {blocks.fields.map((field, index) => (
          <CmsBlockFields
            key={field.id}
            form={form}
            index={index}
            count={blocks.fields.length}
            area={area}
            isTranslation={isTranslation}
            onMove={blocks.move}
            onRemove={() => blocks.remove(index)}
          />
        ))}
        <Group justify={isTranslation ? 'flex-end' : 'space-between'}>
          {isTranslation ? null : (
            <Button
              variant="default"
              onClick={() => blocks.append(emptyBlock(`block-${blocks.fields.length + 1}`))}
            >
              {_('console.content.cms.addBlock')}
            </Button>
          )}
          <Button type="submit" loading={save.isPending}>
            {isTranslation
              ? _('console.content.cms.saveTranslation', { language })
              : _('console.content.cms.save')}
          </Button>
        </Group>
      </Stack>
      {leavePrompt}
    </form>
  );
}
