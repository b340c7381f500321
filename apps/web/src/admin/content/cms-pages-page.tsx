import { adminContentRoutes } from '@coursewise/contract/routes';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format';
import { AdminPage } from '../components/admin-page';
import { DataTable, type ListColumns } from '../components/data-table';
import { useAdminListPage } from '../lib/use-admin-list-page';

const columns: ListColumns<'adminListCmsPages'> = [
  { key: 'title', header: 'Title', sort: 'title', render: (page) => page.title },
  { key: 'slug', header: 'Address', sort: 'slug', render: (page) => page.slug },
  { key: 'blocks', header: 'Blocks', render: (page) => page.blockCount },
  { key: 'updated', header: 'Updated', sort: 'updated', render: (page) => formatDate(page.updatedAt) },
];

/** The site's content pages (home, about, terms, privacy…). */
export function CmsPagesPage() {
  const { controls, query } = useAdminListPage(adminContentRoutes.adminListCmsPages, {
    columns,
    defaultSort: 'title',
  });
  return (
    <AdminPage title="Pages" description="The content of the home, about, contact, terms and privacy pages.">
      <DataTable
        label="Pages"
        searchLabel="Search pages"
        query={query}
        controls={controls}
        columns={columns}
        rowKey={(page) => page.id}
        rowActions={(page) => (
          <Button
            component={Link}
            to={`/admin/pages/${page.slug}`}
            size="xs"
            variant="default"
            aria-label={`Edit ${page.title}`}
          >
            Edit
          </Button>
        )}
        empty={{ title: 'No pages yet' }}
      />
    </AdminPage>
  );
}
