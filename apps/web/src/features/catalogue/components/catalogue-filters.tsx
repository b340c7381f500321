import type { Level, Locale } from '@coursewise/contract';
import type { CatalogueFilters } from '@coursewise/contract/catalogue-url';
import { useLingui } from '@lingui/react';
import { Box, NativeSelect, SimpleGrid } from '@mantine/core';
import { useCategories } from '../../../api/get-categories';
import { LANGUAGE_OPTIONS, LEVEL_OPTIONS } from '../lib/labels';
import { PriceRangeFilter } from './price-range-filter';

interface CatalogueFiltersPanelProps {
  filters: CatalogueFilters;
  onChange: (change: Partial<CatalogueFilters>) => void;
}

// Each option's label is a message id, shown through `_`.
const LEVEL_FILTER_OPTIONS = [{ value: '', label: 'catalogue.filters.anyLevel' }, ...LEVEL_OPTIONS];
const LANGUAGE_FILTER_OPTIONS = [{ value: '', label: 'catalogue.filters.anyLanguage' }, ...LANGUAGE_OPTIONS];

/** "Free only" and "Paid only" are price ranges: a free course costs 0, a paid one at least a cent. */
type Cost = '' | 'free' | 'paid' | 'range';
const costFilters: Record<Cost, Partial<CatalogueFilters> | undefined> = {
  '': { minPrice: null, maxPrice: null },
  free: { minPrice: null, maxPrice: 0 },
  paid: { minPrice: 1, maxPrice: null },
  range: undefined,
};

function costOf({ minPrice, maxPrice }: CatalogueFilters): Cost {
  if (maxPrice === 0 && !minPrice) return 'free';
  if (minPrice === 1 && maxPrice === null) return 'paid';
  return minPrice === null && maxPrice === null ? '' : 'range';
}

/** The choices; a range typed below shows as such rather than as "Free and paid". */
function costOptions(cost: Cost) {
  const options = [
    { value: '', label: 'catalogue.filters.freeAndPaid' },
    { value: 'free', label: 'catalogue.filters.freeOnly' },
    { value: 'paid', label: 'catalogue.filters.paidOnly' },
  ];
  return cost === 'range' ? [...options, { value: 'range', label: 'catalogue.filters.priceRange' }] : options;
}

/** Category, level, language and price filters (native selects: fast, and at home on phones); two columns on phones. */
export function CatalogueFiltersPanel({ filters, onChange }: CatalogueFiltersPanelProps) {
  const { _ } = useLingui();
  const translated = (options: readonly { value: string; label: string }[]) =>
    options.map((option) => ({ value: option.value, label: _(option.label) }));
  const categories = useCategories();
  const categoryOptions = [
    { value: '', label: _('catalogue.filters.allCategories') },
    ...(categories.data ?? []).map((category) => ({
      value: category.slug,
      label: `${category.name} (${category.courseCount})`,
    })),
  ];
  // A category from a shared link stays selectable while the list loads.
  if (filters.category && !categoryOptions.some((option) => option.value === filters.category)) {
    categoryOptions.push({ value: filters.category, label: filters.category });
  }

  const cost = costOf(filters);

  return (
    <SimpleGrid cols={{ base: 2, md: 1 }} spacing="md" verticalSpacing="md">
      <NativeSelect
        label={_('catalogue.filters.category')}
        data={categoryOptions}
        value={filters.category}
        onChange={(event) => onChange({ category: event.currentTarget.value })}
      />
      <NativeSelect
        label={_('catalogue.filters.level')}
        data={translated(LEVEL_FILTER_OPTIONS)}
        value={filters.level}
        onChange={(event) => onChange({ level: event.currentTarget.value as Level | '' })}
      />
      <NativeSelect
        label={_('catalogue.filters.language')}
        data={translated(LANGUAGE_FILTER_OPTIONS)}
        value={filters.language}
        onChange={(event) => onChange({ language: event.currentTarget.value as Locale | '' })}
      />
      <NativeSelect
        label={_('catalogue.filters.cost')}
        data={translated(costOptions(cost))}
        value={cost}
        onChange={(event) => onChange(costFilters[event.currentTarget.value as Cost] ?? {})}
      />
      <Box style={{ gridColumn: '1 / -1' }}>
        <PriceRangeFilter
          minPrice={filters.minPrice}
          maxPrice={filters.maxPrice}
          onChange={(minPrice, maxPrice) => onChange({ minPrice, maxPrice })}
        />
      </Box>
    </SimpleGrid>
  );
}
