import type { AdminCmsPage, CmsPageBody } from '@coursewise/contract';
import { adminContentRoutes } from '@coursewise/contract/routes';
import { useLingui } from '@lingui/react';
import { Alert, Anchor, Button, Group, Skeleton, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { QueryError } from '../../components/query-error';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales';
import { call } from '../../lib/api-client';
import { useAdminMutation, useAdminRecord } from '../api/admin-api';
import { AdminPage } from '../components/admin-page';
import { ConfirmDialog } from '../components/confirm-dialog';
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
import { CmsLanguagePicker } from './cms-language-picker';
import { languageName, localeQuery, useLocaleParam } from './content-languages';

interface CmsFormProps {
  /** The page in the language edited (`page.locale`): its own words, or the default's as a start. */
  page: AdminCmsPage;
  onDirtyChange: (isDirty: boolean) => void;
}

function CmsForm({ page, onDirtyChange }: CmsFormProps) {
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

/**
 * Edit one CMS page: title, summary and its ordered content blocks, in the language chosen above the
 * form (`?locale=`, the default when absent). Another language edits the page's words only: blocks,
 * their order and pictures are the default page's.
 */
export function CmsPageEditor() {
  const { _ } = useLingui();
  const { slug = '' } = useParams();
  const [param, setLocaleParam] = useLocaleParam();
  const locale = param ?? DEFAULT_LOCALE;
  const query = useAdminRecord(adminContentRoutes.adminGetCmsPage, {
    params: { page: slug },
    query: localeQuery(locale),
  });
  const [isDirty, setDirty] = useState(false);
  const onDirtyChange = useCallback((dirty: boolean) => setDirty(dirty), []);
  // A language chosen while the form has unsaved changes, waiting for the admin to discard them.
  const [asked, setAsked] = useState<Locale | null>(null);
  // Replace, not push: Back then leaves the page (which the unsaved-changes guard holds) rather than
  // changing language under a form that is not saved.
  const open = (next: Locale) =>
    setLocaleParam(next === DEFAULT_LOCALE ? undefined : next, { replace: true });
  const choose = (next: Locale) => {
    if (next === locale) return;
    if (isDirty) setAsked(next);
    else open(next);
  };

  return (
    <AdminPage
      title={
        query.data
          ? _('console.content.cms.pageTitle', { title: query.data.title })
          : _('console.content.cms.page')
      }
      actions={
        <Anchor component={Link} to="/admin/pages" size="sm">
          {_('console.content.cms.allPages')}
        </Anchor>
      }
    >
      <CmsLanguagePicker value={locale} translations={query.data?.translations} onChange={choose} />
      {query.isPending ? (
        <Skeleton height={400} radius="md" />
      ) : query.isError ? (
        <QueryError
          error={query.error}
          onRetry={() => void query.refetch()}
          title={_('console.content.cms.loadError')}
        />
      ) : (
        <CmsForm
          key={`${query.data.locale}:${query.data.updatedAt}`}
          page={query.data}
          onDirtyChange={onDirtyChange}
        />
      )}
      <ConfirmDialog
        opened={asked !== null}
        onClose={() => setAsked(null)}
        title={_('console.content.cms.switchTitle')}
        message={
          asked
            ? _('console.content.cms.switchBody', {
                language: languageName(_, locale),
                next: languageName(_, asked),
              })
            : ''
        }
        confirmLabel={_('console.content.cms.switch')}
        isDanger
        onConfirm={() => {
          if (asked) open(asked);
          setAsked(null);
        }}
      />
    </AdminPage>
  );
}
