import { adminContentRoutes } from '@coursewise/contract/routes';
import { useLingui } from '@lingui/react';
import { Button } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { Locale } from '../../i18n/locales';
import { useActiveLocale } from '../../i18n/use-active-locale';
import { formatDate } from '../../lib/format';
import { AdminListPage } from '../components/admin-list-page';
import type { ListColumns } from '../components/data-table';
import { dateLocale, formatCount, type Translate } from '../lib/locale-text';

const pageColumns = (_: Translate, locale: Locale): ListColumns<'adminListCmsPages'> => [
  { key: 'title', header: _('console.content.pages.col.title'), sort: 'title', render: (page) => page.title },
  { key: 'slug', header: _('console.content.pages.col.address'), sort: 'slug', render: (page) => page.slug },
  {
    key: 'blocks',
    header: _('console.content.pages.col.blocks'),
    render: (page) => formatCount(page.blockCount, locale),
  },
  {
    key: 'updated',
    header: _('console.content.pages.col.updated'),
    sort: 'updated',
    render: (page) => formatDate(page.updatedAt, dateLocale(locale)),
  },
];

/** The site's content pages (home, about, terms, privacy…). */
export function CmsPagesPage() {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const columns = useMemo(() => pageColumns(_, locale), [_, locale]);
  return (
    <AdminListPage
      route={adminContentRoutes.adminListCmsPages}
      columns={columns}
      defaultSort="title"
      title={_('console.content.pages.title')}
      description={_('console.content.pages.description')}
      label={_('console.content.pages.title')}
      searchLabel={_('console.content.pages.search')}
      rowKey={(page) => page.id}
      rowActions={(page) => (
        <Button
          component={Link}
          to={`/admin/pages/${page.slug}`}
          size="xs"
          variant="default"
          aria-label={_('console.content.list.editTitle', { title: page.title })}
        >
          {_('console.content.list.edit')}
        </Button>
      )}
      empty={{ title: _('console.content.pages.empty') }}
    />
  );
}
