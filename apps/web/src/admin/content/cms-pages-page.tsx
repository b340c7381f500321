import { adminContentRoutes } from '@coursewise/contract/routes';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format';
import { AdminListPage } from '../components/admin-list-page';
import type { ListColumns } from '../components/data-table';

const columns: ListColumns<'adminListCmsPages'> = [
  { key: 'title', header: 'Title', sort: 'title', render: (page) => page.title },
  { key: 'slug', header: 'Address', sort: 'slug', render: (page) => page.slug },
  { key: 'blocks', header: 'Blocks', render: (page) => page.blockCount },
  { key: 'updated', header: 'Updated', sort: 'updated', render: (page) => formatDate(page.updatedAt) },
];

/** The site's content pages (home, about, terms, privacy…). */
export function CmsPagesPage() {
  return (
    <AdminListPage
      route={adminContentRoutes.adminListCmsPages}
      columns={columns}
      defaultSort="title"
      title="Pages"
      description="The content of the home, about, contact, terms and privacy pages."
      label="Pages"
      searchLabel="Search pages"
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
  );
}
