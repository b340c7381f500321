import type { Level, Locale } from '@coursewise/contract';
import type { CatalogueFilters } from '@coursewise/contract/catalogue-url';
import { Box, NativeSelect, SimpleGrid } from '@mantine/core';
import { useCategories } from '../../../api/get-categories';
import { LANGUAGE_OPTIONS } from '../../../components/course/language';
import { LEVEL_LABELS } from '../../../components/course/level';
import { PriceRangeFilter } from './price-range-filter';

interface CatalogueFiltersPanelProps {
  filters: CatalogueFilters;
  onChange: (change: Partial<CatalogueFilters>) => void;
}

const LEVEL_OPTIONS = [
  { value: '', label: 'Any level' },
  ...(Object.entries(LEVEL_LABELS) as [Level, string][]).map(([value, label]) => ({ value, label })),
];

const LANGUAGE_FILTER_OPTIONS = [{ value: '', label: 'Any language' }, ...LANGUAGE_OPTIONS];

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
    { value: '', label: 'Free and paid' },
    { value: 'free', label: 'Free only' },
    { value: 'paid', label: 'Paid only' },
  ];
  return cost === 'range' ? [...options, { value: 'range', label: 'The price range below' }] : options;
}

/** Category, level, language and price filters (native selects: fast, and at home on phones); two columns on phones. */
export function CatalogueFiltersPanel({ filters, onChange }: CatalogueFiltersPanelProps) {
  const categories = useCategories();
  const categoryOptions = [
    { value: '', label: 'All categories' },
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
        label="Category"
        data={categoryOptions}
        value={filters.category}
        onChange={(event) => onChange({ category: event.currentTarget.value })}
      />
      <NativeSelect
        label="Level"
        data={LEVEL_OPTIONS}
        value={filters.level}
        onChange={(event) => onChange({ level: event.currentTarget.value as Level | '' })}
      />
      <NativeSelect
        label="Language"
        data={LANGUAGE_FILTER_OPTIONS}
        value={filters.language}
        onChange={(event) => onChange({ language: event.currentTarget.value as Locale | '' })}
      />
      <NativeSelect
        label="Free or paid"
        data={costOptions(cost)}
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
