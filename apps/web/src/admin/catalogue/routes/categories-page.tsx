import type { AdminCategory } from '@coursewise/contract';
import { adminCatalogueRoutes } from '@coursewise/contract/routes';
import { useLingui } from '@lingui/react';
import { Button, Modal, Tooltip } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { Locale } from '../../../i18n/locales';
import { useActiveLocale } from '../../../i18n/use-active-locale';
import { AdminListPage } from '../../components/admin-list-page';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { ListColumns } from '../../components/data-table';
import { useDeleteCategory } from '../api/categories';
import { CategoryForm } from '../components/category-form';
import { formatCount, type Translate } from '../lib/editor-i18n';

const columnsIn = (_: Translate, locale: Locale): ListColumns<'adminListCategories'> => [
  {
    key: 'name',
    header: _('editor.categories.column.name'),
    sort: 'name',
    render: (category) => category.name,
  },
  { key: 'slug', header: _('editor.categories.column.slug'), render: (category) => category.slug },
  {
    key: 'courses',
    header: _('editor.categories.column.courses'),
    sort: 'courses',
    render: (category) => formatCount(category.courseCount, locale),
  },
  {
    key: 'position',
    header: _('editor.categories.column.position'),
    sort: 'position',
    render: (category) => formatCount(category.position, locale),
  },
];

/** /admin/categories: the catalogue's categories; one in use by a course cannot be deleted. */
export function CategoriesPage() {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const columns = useMemo(() => columnsIn(_, locale), [_, locale]);
  const [editing, setEditing] = useState<AdminCategory | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  const remove = useDeleteCategory();
  const newCategory = <Button onClick={() => setEditing('new')}>{_('editor.categories.new')}</Button>;

  return (
    <AdminListPage
      route={adminCatalogueRoutes.adminListCategories}
      columns={columns}
      defaultSort="position"
      defaultOrder="asc"
      title={_('editor.categories.title')}
      description={_('editor.categories.description')}
      actions={newCategory}
      label={_('editor.categories.title')}
      rowKey={(category) => category.id}
      searchLabel={_('editor.categories.search')}
      rowActions={(category) => (
        <>
          <Button
            size="xs"
            variant="default"
            onClick={() => setEditing(category)}
            aria-label={_('editor.categories.editLabel', { name: category.name })}
          >
            {_('editor.question.edit')}
          </Button>
          {category.courseCount > 0 ? (
            // The server refuses it (409) while a course uses it: say why instead of offering it.
            <Tooltip label={_('editor.categories.inUse', { count: category.courseCount })}>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                disabled
                aria-label={_('editor.categories.deleteInUseLabel', {
                  name: category.name,
                  count: category.courseCount,
                })}
              >
                {_('editor.common.delete')}
              </Button>
            </Tooltip>
          ) : (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() => setDeleting(category)}
              aria-label={_('editor.categories.deleteLabel', { name: category.name })}
            >
              {_('editor.common.delete')}
            </Button>
          )}
        </>
      )}
      empty={{ title: _('editor.categories.empty'), action: newCategory }}
    >
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? _('editor.categories.new') : _('editor.categories.edit')}
        centered
      >
        {editing !== null ? (
          <CategoryForm category={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />
        ) : null}
      </Modal>
      <ConfirmDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={_('editor.categories.deleteTitle')}
        message={_('editor.categories.deleteMessage', { name: deleting?.name ?? '' })}
        confirmLabel={_('editor.categories.delete')}
        isDanger
        isPending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      />
    </AdminListPage>
  );
}
