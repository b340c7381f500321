import type { AdminCategory } from '@coursewise/contract';
import { adminCatalogueRoutes } from '@coursewise/contract/routes';
import { Button, Modal, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { pluralise } from '../../../lib/format';
import { AdminListPage } from '../../components/admin-list-page';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { ListColumns } from '../../components/data-table';
import { useDeleteCategory } from '../api/categories';
import { CategoryForm } from '../components/category-form';

const columns: ListColumns<'adminListCategories'> = [
  { key: 'name', header: 'Name', sort: 'name', render: (category) => category.name },
  { key: 'slug', header: 'Slug', render: (category) => category.slug },
  { key: 'courses', header: 'Courses', sort: 'courses', render: (category) => category.courseCount },
  { key: 'position', header: 'Position', sort: 'position', render: (category) => category.position },
];

/** /admin/categories: the catalogue's categories; one in use by a course cannot be deleted. */
export function CategoriesPage() {
  const [editing, setEditing] = useState<AdminCategory | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  const remove = useDeleteCategory();
  const newCategory = <Button onClick={() => setEditing('new')}>New category</Button>;

  return (
    <AdminListPage
      route={adminCatalogueRoutes.adminListCategories}
      columns={columns}
      defaultSort="position"
      defaultOrder="asc"
      title="Categories"
      description="Learners filter the catalogue by these."
      actions={newCategory}
      label="Categories"
      rowKey={(category) => category.id}
      searchLabel="Search categories"
      rowActions={(category) => (
        <>
          <Button
            size="xs"
            variant="default"
            onClick={() => setEditing(category)}
            aria-label={`Edit ${category.name}`}
          >
            Edit
          </Button>
          {category.courseCount > 0 ? (
            // The server refuses it (409) while a course uses it: say why instead of offering it.
            <Tooltip
              label={`Move its ${pluralise(category.courseCount, 'course')} to another category first`}
            >
              <Button
                size="xs"
                variant="subtle"
                color="red"
                disabled
                aria-label={`Delete ${category.name}: in use by ${pluralise(category.courseCount, 'course')}`}
              >
                Delete
              </Button>
            </Tooltip>
          ) : (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() => setDeleting(category)}
              aria-label={`Delete ${category.name}`}
            >
              Delete
            </Button>
          )}
        </>
      )}
      empty={{ title: 'No categories yet', action: newCategory }}
    >
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'New category' : 'Edit category'}
        centered
      >
        {editing !== null ? (
          <CategoryForm category={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />
        ) : null}
      </Modal>
      <ConfirmDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete this category?"
        message={`“${deleting?.name ?? ''}” will be deleted.`}
        confirmLabel="Delete category"
        isDanger
        isPending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      />
    </AdminListPage>
  );
}
