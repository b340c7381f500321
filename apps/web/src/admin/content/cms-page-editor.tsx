import type { AdminCmsPage, CmsPageBody } from '@coursewise/contract';
import { adminContentRoutes } from '@coursewise/contract/routes';
import { Anchor, Button, Group, Skeleton, Stack, Textarea, TextInput } from '@mantine/core';
import { useFieldArray } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { QueryError } from '../../components/query-error';
import { call } from '../../lib/api-client';
import { useAdminMutation, useAdminRecord } from '../api/admin-api';
import { AdminPage } from '../components/admin-page';
import { showSaveError, useAdminForm } from '../lib/admin-form';
import { useUnsavedChanges } from '../lib/use-unsaved-changes';
import { CmsBlockFields } from './cms-block-fields';
import { cmsFormSchema, emptyBlock, toCmsBody, toCmsFormValues, uploadAreaFor } from './cms-form-schema';

function CmsForm({ page }: { page: AdminCmsPage }) {
  const form = useAdminForm(cmsFormSchema, toCmsFormValues(page));
  const blocks = useFieldArray({ control: form.control, name: 'blocks' });
  const save = useAdminMutation({
    mutationFn: (body: CmsPageBody) =>
      call(adminContentRoutes.adminSaveCmsPage, { params: { page: page.slug }, body }),
    invalidates: ['cms', 'audit'],
    successMessage: 'Page saved',
    silentError: true,
    onSuccess: (saved) => form.reset(toCmsFormValues(saved)),
  });
  const { errors } = form.formState;
  const area = uploadAreaFor(page.slug);
  const leavePrompt = useUnsavedChanges(form.formState.isDirty);

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) =>
        save.mutate(toCmsBody(values), { onError: (error) => showSaveError(error, form) }),
      )}
    >
      <Stack gap="md" maw={900}>
        <TextInput label="Title" required {...form.register('title')} error={errors.title?.message} />
        <Textarea
          label="Summary"
          description="Shown under the title and in search results."
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
            onMove={blocks.move}
            onRemove={() => blocks.remove(index)}
          />
        ))}
        <Group justify="space-between">
          <Button
            variant="default"
            onClick={() => blocks.append(emptyBlock(`block-${blocks.fields.length + 1}`))}
          >
            Add block
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save page
          </Button>
        </Group>
      </Stack>
      {leavePrompt}
    </form>
  );
}

/** Edit one CMS page: title, summary and its ordered content blocks. */
export function CmsPageEditor() {
  const { slug = '' } = useParams();
  const query = useAdminRecord(adminContentRoutes.adminGetCmsPage, { params: { page: slug } });
  return (
    <AdminPage
      title={query.data ? `Page: ${query.data.title}` : 'Page'}
      actions={
        <Anchor component={Link} to="/admin/pages" size="sm">
          All pages
        </Anchor>
      }
    >
      {query.isPending ? (
        <Skeleton height={400} radius="md" />
      ) : query.isError ? (
        <QueryError
          error={query.error}
          onRetry={() => void query.refetch()}
          title="We could not load this page"
        />
      ) : (
        <CmsForm key={query.data.updatedAt} page={query.data} />
      )}
    </AdminPage>
  );
}
