import { useLingui } from '@lingui/react';
import { Center, Pagination } from '@mantine/core';

interface ResultsPaginationProps {
  page: number;
  total: number;
  onChange: (page: number) => void;
}

/** Page links under a list of results; hidden when everything fits on one page. */
export function ResultsPagination({ page, total, onChange }: ResultsPaginationProps) {
  const { _ } = useLingui();
  if (total <= 1) return null;
  return (
    <Center component="nav" aria-label={_('catalogue.pagination.label')} mt="xl">
      <Pagination
        total={total}
        value={Math.min(page, total)}
        onChange={onChange}
        siblings={1}
        boundaries={1}
        getItemProps={(item) => ({ 'aria-label': _('catalogue.pagination.page', { page: item }) })}
        getControlProps={(control) =>
          control === 'previous'
            ? { 'aria-label': _('catalogue.pagination.previous') }
            : control === 'next'
              ? { 'aria-label': _('catalogue.pagination.next') }
              : {}
        }
      />
    </Center>
  );
}
