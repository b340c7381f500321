import { adminContentRoutes } from '@coursewise/contract/routes';
import { useLingui } from '@lingui/react';
import { Anchor, Skeleton } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { QueryError } from '../../components/query-error';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales';
import { useAdminRecord } from '../api/admin-api';
import { AdminPage } from '../components/admin-page';
import { ConfirmDialog } from '../components/confirm-dialog';
import { CmsLanguagePicker } from './cms-language-picker';
import { CmsPageForm } from './cms-page-form';
import { languageName, localeQuery, useLocaleParam } from './content-languages';

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
        <CmsPageForm
          key={`${query.data.locale}:${query.data.updatedAt}`}
          page={query.data}
          onDirtyChange={setDirty}
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
