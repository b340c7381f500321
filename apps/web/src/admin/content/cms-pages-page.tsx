import type { AdminCmsPageSummary } from '@coursewise/contract';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format';
import { useAdminList } from '../api/admin-api';
import { AdminPage } from '../components/admin-page';
import { DataTable, type DataTableColumn } from '../components/data-table';
import { useAdminListParams } from '../lib/admin-list-params';

export const CMS = 'cms';

const columns: DataTableColumn<AdminCmsPageSummary>[] = [
  { key: 'title', header: 'Title', sortable: true, render: (page) => page.title },
  { key: 'slug', header: 'Address', sortable: true, render: (page) => page.slug },
  { key: 'blocks', header: 'Blocks', render: (page) => page.blockCount },
  { key: 'updated', header: 'Updated', sortable: true, render: (page) => formatDate(page.updatedAt) },
];

/** The site's content pages (home, about, terms, privacy…). */
export function CmsPagesPage() {
  const controls = useAdminListParams({ defaultSort: 'title' });
  const query = useAdminList<AdminCmsPageSummary>(CMS, controls.params);
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
