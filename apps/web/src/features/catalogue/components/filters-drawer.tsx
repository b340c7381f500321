import { type CatalogueFilters, toCourseListQuery } from '@coursewise/contract/catalogue-url';
import { useLingui } from '@lingui/react';
import { Button, Drawer, Group, Stack } from '@mantine/core';
import { useCourses } from '../../../api/get-courses';
import type { ChangeFilters } from '../hooks/use-catalogue-filters';
import { countPanelFilters } from '../lib/catalogue-params';
import { CatalogueFiltersPanel } from './catalogue-filters';

const BUTTON_STYLE = { flex: '1 1 0', minWidth: 'fit-content' } as const;

interface FiltersDrawerProps {
  isOpen: boolean;
  onClose: () => void;
  filters: CatalogueFilters;
  onChange: ChangeFilters;
}

/**
 * Phones: the filter panel in a drawer over the results. Each choice applies at once, as on wide
 * screens; the drawer's button says how many courses that leaves and closes it.
 */
export function FiltersDrawer({ isOpen, onClose, filters, onChange }: FiltersDrawerProps) {
  const { _ } = useLingui();
  const courses = useCourses(toCourseListQuery(filters));
  const total = courses.data?.total;
  const hasChoices = countPanelFilters(filters) > 0;
  return (
    <Drawer
      opened={isOpen}
      onClose={onClose}
      title={_('catalogue.filters.title')}
      position="bottom"
      padding="md"
      closeButtonProps={{ 'aria-label': _('catalogue.filters.close') }}
      returnFocus={false}
      // As tall as the panel (Mantine sizes a bottom drawer to a fixed height otherwise).
      styles={{ content: { height: 'auto', maxHeight: '90%' } }}
    >
      <Stack gap="lg">
        <CatalogueFiltersPanel filters={filters} onChange={onChange} />
        {/* Side by side and equally wide while both fit; a longer label (German) puts them on two lines. */}
        <Group gap="sm">
          {hasChoices ? (
            <Button
              style={BUTTON_STYLE}
              variant="default"
              onClick={() =>
                onChange({ category: '', level: '', language: '', minPrice: null, maxPrice: null })
              }
            >
              {_('catalogue.filters.reset')}
            </Button>
          ) : null}
          <Button style={BUTTON_STYLE} onClick={onClose} loading={courses.isFetching && total === undefined}>
            {total === undefined
              ? _('catalogue.filters.showCourses')
              : _('catalogue.filters.showCount', { count: total })}
          </Button>
        </Group>
      </Stack>
    </Drawer>
  );
}
